import { textsApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { TextsService } from './texts.service.ts';

/** If-None-Match may list several validators, each possibly weak (`W/"…"`). */
function heldByBrowser(header: string | undefined, etag: string): boolean {
  return (header ?? '').split(',').some((held) => held.trim().replace(/^W\//, '') === etag);
}

/** The admin's overrides of shipped texts, and the public answer every page merges them from. */
export const textsRoutes: FastifyPluginAsync<{ texts: TextsService }> = async (app, { texts }) => {
  serve(app, textsApi.overrides, async ({ query, request, reply }) => {
    const { data, etag } = await texts.publicOverrides(query.locale);
    // Browsers keep the answer and ask again on each page load; an unchanged one costs a 304 without a body.
    reply.header('etag', etag).header('cache-control', 'no-cache').header('vary', 'Accept-Encoding');
    if (heldByBrowser(request.headers['if-none-match'], etag)) reply.code(304);
    return data;
  });
  serve(app, textsApi.list, ({ query }) => texts.list(query));
  serve(app, textsApi.get, ({ params }) => texts.get(params.key));
  serve(app, textsApi.update, ({ user, params, body, request }) =>
    texts.update(user, params.key, body, { ip: request.ip }),
  );
  serve(app, textsApi.reset, ({ user, params, request }) => texts.reset(user, params.key, { ip: request.ip }));
};
