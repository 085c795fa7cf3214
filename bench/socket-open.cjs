/**
 * Opening sockets as a browser does, for the benches' client processes (socket-clients.cjs, online-players.cjs):
 * websocket only, each with its own connection, `auth.token` when given, and a subscribe acknowledged as
 * web/src/lib/socket.ts does when a channel is given.
 */
const { io } = require('socket.io-client');

/** Handshakes in flight at once: a browser crowd arrives over seconds, not in one burst. */
const CONCURRENT_OPENS = 100;
const OPEN_TIMEOUT_MS = 30_000;

/**
 * One socket, resolved once connected (and subscribed to `channel` unless it is null); `onMessage` gets every
 * 'message' from the start, so nothing sent right after the subscribe is missed.
 * @param {{ url: string, token: string | null, channel: string | null, onMessage: (message: any) => void }} options
 * @returns {Promise<import('socket.io-client').Socket>}
 */
function openSocket({ url, token, channel, onMessage }) {
  const socket = io(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    timeout: OPEN_TIMEOUT_MS,
    ...(token === null ? {} : { auth: { token } }),
  });
  socket.on('message', onMessage);
  return new Promise((resolve, reject) => {
    socket.once('connect_error', (error) => reject(new Error(`connect_error: ${error.message}`)));
    socket.once('connect', () => {
      if (channel === null) return resolve(socket);
      socket.timeout(OPEN_TIMEOUT_MS).emit('subscribe', channel, (error, ack) => {
        if (error) reject(new Error(`subscribe not answered: ${error.message}`));
        else if (ack?.ok) resolve(socket);
        else reject(new Error(`subscribe refused: ${JSON.stringify(ack)}`));
      });
    });
  });
}

/**
 * `total` sockets, `openOne(index)` each, CONCURRENT_OPENS at a time, pushed into `opened` as they connect (so a
 * caller that catches a failure still knows how many made it).
 * @param {number} total
 * @param {(index: number) => Promise<import('socket.io-client').Socket>} openOne
 * @param {import('socket.io-client').Socket[]} opened
 */
async function openAll(total, openOne, opened) {
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const index = next++;
      opened.push(await openOne(index));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_OPENS }, worker));
}

module.exports = { openSocket, openAll };
