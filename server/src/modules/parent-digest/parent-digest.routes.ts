import { parentDigestApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { ParentDigestService } from './parent-digest.service.ts';

export const parentDigestRoutes: FastifyPluginAsync<{ parentDigest: ParentDigestService }> = async (
  app,
  { parentDigest },
) => {
  serve(app, parentDigestApi.settings, ({ user }) => parentDigest.settings(user));
  serve(app, parentDigestApi.updateSettings, ({ user, body, request }) =>
    parentDigest.updateSettings(user, body, { ip: request.ip }),
  );
};
