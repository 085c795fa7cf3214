import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { expect, it } from 'vitest';
import { RequestLog } from './request-log.ts';

it('logs each request once, when it completes, with its method, url, status and time', async () => {
  const lines: Record<string, unknown>[] = [];
  const logger: FastifyBaseLogger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const app = Fastify({ loggerInstance: logger, logController: new RequestLog() });
  app.get('/api/thing', async () => ({ ok: true }));
  app.get('/api/gone', async (_request, reply) => reply.code(404).send({ ok: false }));

  await app.inject({ method: 'GET', url: '/api/thing' });
  await app.inject({ method: 'GET', url: '/api/gone' });
  await app.close();

  const requests = lines.filter((line) => 'reqId' in line);
  expect(requests.map((line) => line.msg)).toEqual(['request completed', 'request completed']);
  expect(requests[0]).toMatchObject({ req: { method: 'GET', url: '/api/thing' }, res: { statusCode: 200 } });
  expect(requests[1]).toMatchObject({ req: { method: 'GET', url: '/api/gone' }, res: { statusCode: 404 } });
  expect(requests[0]?.responseTime).toEqual(expect.any(Number));
});
