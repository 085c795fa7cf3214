import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorEnvelope } from './app-error.ts';

const NOT_SPA = /^\/(api|socket\.io)(\/|$|\?)/;

/**
 * Serves the built SPA from web/dist: hashed assets cached for a year, index.html for every
 * other page GET so client-side routes survive a reload. Everything else that matches no route
 * gets the 404 envelope.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const hasSpa = existsSync(join(distDir, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      cacheControl: false,
      // The web build writes a .br and a .gz beside each text file (web/precompress.ts): brotli goes to a browser
      // that accepts it, then gzip, then the file as it is, with the original file's content type.
      preCompressed: true,
      setHeaders(res, path) {
        res.setHeader(
          'cache-control',
          path.includes(`${join(distDir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // The same URL answers differently per Accept-Encoding, so no shared cache may hand one answer to all.
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  } else {
    app.log.warn({ distDir }, 'web/dist is missing: the SPA is not served (run `npm run build`)');
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !NOT_SPA.test(request.url);
    if (hasSpa && isPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send(errorEnvelope('NOT_FOUND'));
  });
}
