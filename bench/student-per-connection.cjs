/**
 * autocannon's setupRequest, loaded by path in the load generator's process (a function cannot be sent
 * there): each connection acts as its own student, as 50 children at 50 computers would, so no one student's
 * rows take every write. The tokens come from UMKA_BENCH_TOKENS, which the bench sets before it starts the load.
 */
const tokens = JSON.parse(process.env.UMKA_BENCH_TOKENS ?? '[]');
let next = 0;

module.exports = (request, context) => {
  context.token ??= tokens[next++ % tokens.length];
  return { ...request, headers: { ...request.headers, authorization: `Bearer ${context.token}` } };
};
