import { pictureLoginApi, TOKEN_HEADER } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { deviceContextOf } from '../../lib/request-context.ts';
import { serve } from '../../lib/serve-endpoint.ts';
import type { PictureLoginService } from './picture-login.service.ts';

export const pictureLoginRoutes: FastifyPluginAsync<{ pictureLogin: PictureLoginService }> = async (
  app,
  { pictureLogin },
) => {
  // Both public calls are counted by the login throttle inside the service, under the site's request limit.
  serve(app, pictureLoginApi.classByCode, ({ params, request }) =>
    pictureLogin.classByCode(params.code, { ip: request.ip }),
  );
  serve(app, pictureLoginApi.login, async ({ body, request, reply }) => {
    const { user, token } = await pictureLogin.login(body, deviceContextOf(request));
    reply.header(TOKEN_HEADER, token);
    return { user };
  });

  serve(app, pictureLoginApi.settings, ({ user, params }) => pictureLogin.settings(user, params.id));
  serve(app, pictureLoginApi.toggle, ({ user, params, body, request }) =>
    pictureLogin.toggle(user, params.id, body.enabled, { ip: request.ip }),
  );
  serve(app, pictureLoginApi.newCode, ({ user, params, request }) =>
    pictureLogin.newCode(user, params.id, { ip: request.ip }),
  );
  serve(app, pictureLoginApi.resetPictures, ({ user, params, request }) =>
    pictureLogin.resetPictures(user, params.id, params.studentId, { ip: request.ip }),
  );
  serve(app, pictureLoginApi.cards, async ({ user, params, request, reply }) => {
    // The card's link leads to this site as the teacher reached it.
    const origin = `${request.protocol}://${request.host}`;
    const file = await pictureLogin.cards(user, params.id, origin, { ip: request.ip });
    return reply
      .header('content-type', pictureLoginApi.cards.produces)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(file.bytes));
  });
};
