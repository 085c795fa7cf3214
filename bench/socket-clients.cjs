/**
 * The connected students of `realtime.bench.ts`, in a process of their own so that their CPU and memory are not the
 * server's. Driven over IPC by the bench:
 *   { type: 'open', group, url, tokens | count, channel }  → opens the sockets of a group (websocket only, each with
 *     its own connection as each browser has), with `auth.token` and a subscribe acknowledged as web/src/lib/socket.ts
 *     does when tokens are given → { type: 'opened', group, count, ms, error }
 *   { type: 'expect', group, channel }  → { type: 'expecting' }; then, once every socket of the group has received
 *     a 'message' of that channel (or ROUND_TIMEOUT_MS passed): { type: 'received', count, expected, first, last,
 *     message }, with the arrival times in ms on the clock the bench reads too (performance.timeOrigin + now()).
 *   { type: 'post', url, token, body }  → an admin's request as a browser sends it, timed from here:
 *     { type: 'posted', status, start, answered }
 *   { type: 'close', group }  → { type: 'closed' }
 */
const { openAll, openSocket } = require('./socket-open.cjs');

const ROUND_TIMEOUT_MS = 30_000;

const now = () => performance.timeOrigin + performance.now();
/** @type {Map<string, import('socket.io-client').Socket[]>} */
const groups = new Map();
let round = null;

function finish() {
  if (round === null) return;
  const { count, expected, first, last, message, timer } = round;
  clearTimeout(timer);
  round = null;
  process.send({ type: 'received', count, expected, first, last, message });
}

function arrived(group, message) {
  if (round === null || round.group !== group || message?.channel !== round.channel) return;
  const at = now();
  round.count += 1;
  round.first ??= at;
  round.last = at;
  round.message ??= message;
  if (round.count === round.expected) finish();
}

async function open({ group, url, tokens, count, channel }) {
  const begun = now();
  const opened = [];
  groups.set(group, opened);
  const openOne = (index) =>
    openSocket({
      url,
      token: tokens ? tokens[index] : null,
      channel: channel ?? null,
      onMessage: (message) => arrived(group, message),
    });
  try {
    await openAll(tokens ? tokens.length : count, openOne, opened);
    process.send({ type: 'opened', group, count: opened.length, ms: now() - begun, error: null });
  } catch (error) {
    process.send({ type: 'opened', group, count: opened.length, ms: now() - begun, error: String(error) });
  }
}

async function post({ url, token, body }) {
  const start = now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body,
  });
  await response.arrayBuffer();
  process.send({ type: 'posted', status: response.status, start, answered: now() });
}

process.on('message', (command) => {
  if (command.type === 'open') void open(command);
  else if (command.type === 'post') void post(command);
  else if (command.type === 'expect') {
    const expected = groups.get(command.group)?.length ?? 0;
    const timer = setTimeout(finish, ROUND_TIMEOUT_MS);
    round = { group: command.group, channel: command.channel, expected, count: 0, first: null, last: null, timer };
    process.send({ type: 'expecting' });
  } else if (command.type === 'close') {
    for (const socket of groups.get(command.group) ?? []) socket.disconnect();
    groups.delete(command.group);
    process.send({ type: 'closed' });
  }
});
// The bench going away (or killed) leaves nobody to report to.
process.on('disconnect', () => process.exit(0));
