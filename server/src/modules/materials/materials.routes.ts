import { materialsApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { MaterialsService } from './materials.service.ts';

export const materialsRoutes: FastifyPluginAsync<{ materials: MaterialsService }> = async (app, { materials }) => {
  serve(app, materialsApi.library, ({ user, params }) => materials.library(user, params.id));
  serve(app, materialsApi.create, ({ user, params, body }) => materials.create(user, params.id, body));
  serve(app, materialsApi.update, ({ user, params, body }) => materials.update(user, params.id, body));
  serve(app, materialsApi.remove, ({ user, params }) => materials.remove(user, params.id));
  serve(app, materialsApi.share, ({ user, params, body }) => materials.share(user, params.id, body.group_ids));
  serve(app, materialsApi.ofGroup, ({ user, params }) => materials.classMaterials(user, params.id));
  serve(app, materialsApi.schedule, ({ user, params }) => materials.schedule(user, params.id));
  serve(app, materialsApi.replaceSchedule, ({ user, params, body }) =>
    materials.replaceSchedule(user, params.id, body.slots),
  );
  serve(app, materialsApi.recordings, ({ user, params }) => materials.recordings(user, params.id));
  serve(app, materialsApi.addRecording, ({ user, params, body }) => materials.addRecording(user, params.id, body));
  serve(app, materialsApi.removeRecording, ({ user, params }) => materials.removeRecording(user, params.id));
  serve(app, materialsApi.studentClasses, ({ user, params, query }) =>
    materials.studentClasses(user, params.id, query),
  );
};
