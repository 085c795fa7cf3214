import {
  distributionEntrySchema,
  distributionPatchSchema,
  distributionQuerySchema,
  idParamSchema,
  paginated,
  ROLE,
  studentIdParamSchema,
} from '@umka/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/access.ts';
import { ok } from '../../lib/app-error.ts';
import { responses } from '../../lib/responses.ts';
import type { DistributionService } from './distribution.service.ts';

const STAFF = [ROLE.admin, ROLE.teacher];
const tags = ['groups'];

/** /teacher/distribution (spec §2, §4): students waiting for a class, active or frozen. */
export const distributionRoutes: FastifyPluginAsyncZod<{ distribution: DistributionService }> = async (
  app,
  { distribution },
) => {
  app.get(
    '/teachers/:id/distribution',
    {
      config: { access: STAFF },
      schema: {
        tags,
        params: idParamSchema,
        querystring: distributionQuerySchema,
        response: responses(paginated(distributionEntrySchema)),
      },
    },
    async (request) => ok(await distribution.list(currentUser(request), request.params.id, request.query)),
  );

  app.patch(
    '/distribution/:studentId',
    {
      config: { access: STAFF },
      schema: {
        tags,
        params: studentIdParamSchema,
        body: distributionPatchSchema,
        response: responses(distributionEntrySchema),
      },
    },
    async (request) => ok(await distribution.setStatus(currentUser(request), request.params.studentId, request.body)),
  );
};
