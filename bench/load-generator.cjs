/**
 * Runs one autocannon load in a process of its own and sends its result back, so the bench process holds only
 * the servers and its memory is theirs. `setupRequest` arrives as a path (a function cannot cross processes).
 */
const autocannon = require('autocannon');

process.once('message', async ({ setupRequest, ...options }) => {
  const result = await autocannon({
    ...options,
    ...(setupRequest ? { requests: [{ setupRequest: require(setupRequest) }] } : {}),
  });
  process.send(result, () => process.exit(0));
});
