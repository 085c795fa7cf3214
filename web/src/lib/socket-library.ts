/*
 * What a live connection needs and a visitor who never logs in does not: the socket library and the schemas its
 * messages are checked with. socket.ts loads this module with the first connection.
 */
export { realtimeEvents } from '@umka/contracts/realtime';
export { io } from 'socket.io-client';
