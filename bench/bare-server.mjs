// A bench's bare baseline in a process of its own, as the compiled server runs: one Fastify route (BARE_METHOD,
// BARE_PATH) answering BARE_STATUS with the JSON the real server gave (BARE_BODY), on BARE_PORT.
import Fastify from 'fastify';

const body = JSON.parse(process.env.BARE_BODY ?? '{}');
const status = Number(process.env.BARE_STATUS ?? 200);
const app = Fastify();
app.route({
  method: process.env.BARE_METHOD ?? 'GET',
  url: process.env.BARE_PATH ?? '/api/me',
  handler: async (_request, reply) => reply.code(status).send(body),
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.BARE_PORT) });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
