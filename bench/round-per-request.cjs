/**
 * autocannon's setupRequest, loaded by path in the load generator's process: every request posts the result of its
 * own started session (a session takes one result), in the order of the JSON file UMKA_BENCH_ROUNDS names,
 * which the bench writes before it starts the load. Past the end it sends the last one again, which the app
 * refuses with 409, so running short shows up as failures instead of passing unnoticed.
 */
const { readFileSync } = require('node:fs');

const rounds = JSON.parse(readFileSync(process.env.UMKA_BENCH_ROUNDS ?? '', 'utf8'));
let next = 0;

module.exports = (request) => {
  const round = rounds[Math.min(next++, rounds.length - 1)];
  return {
    ...request,
    path: round.path,
    body: round.body,
    headers: { ...request.headers, 'content-type': 'application/json', authorization: `Bearer ${round.token}` },
  };
};
