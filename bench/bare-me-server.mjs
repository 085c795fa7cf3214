// The bare baseline of the cluster bench in a process of its own, as the compiled server runs: a Fastify route
// answering GET /api/me with the JSON the real server gave (BARE_BODY), on BARE_PORT.
import Fastify from 'fastify';

const body = JSON.parse(process.env.BARE_BODY ?? '{}');
const app = Fastify();
app.get('/api/me', async () => body);
await app.listen({ host: '127.0.0.1', port: Number(process.env.BARE_PORT) });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
