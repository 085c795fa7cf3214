// Channels and event schemas live apart: the web's first page names channels, while the schemas load with the socket.
export * from './realtime-channels.ts';
export * from './realtime-events.ts';
