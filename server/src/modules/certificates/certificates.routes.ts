import { certificateCreateSchema, certificateSchema, idParamSchema, ROLE } from '@umka/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANY_ROLE, currentUser } from '../../lib/access.ts';
import { ok } from '../../lib/app-error.ts';
import { responses } from '../../lib/responses.ts';
import type { CertificateFile, CertificatesService } from './certificates.service.ts';

const STAFF = [ROLE.admin, ROLE.teacher];
const tags = ['certificates'];

/** RFC 6266: a plain ASCII name for old clients and the real one, percent-encoded as RFC 5987 asks. */
function contentDisposition(file: CertificateFile): string {
  const encoded = encodeURIComponent(file.fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${file.asciiFileName}"; filename*=UTF-8''${encoded}`;
}

/** Certificates a teacher issues to a student (issue [4]): the list, issuing, the PDF and withdrawing. */
export const certificatesRoutes: FastifyPluginAsyncZod<{ certificates: CertificatesService }> = async (
  app,
  { certificates },
) => {
  app.get(
    '/students/:id/certificates',
    {
      config: { access: ANY_ROLE },
      schema: { tags, params: idParamSchema, response: responses(z.array(certificateSchema)) },
    },
    async (request) => ok(await certificates.list(currentUser(request), request.params.id)),
  );

  app.post(
    '/students/:id/certificates',
    {
      config: { access: STAFF },
      schema: {
        tags,
        params: idParamSchema,
        body: certificateCreateSchema,
        response: responses(certificateSchema, 201),
      },
    },
    async (request, reply) => {
      const certificate = await certificates.issue(currentUser(request), request.params.id, request.body);
      return reply.code(201).send(ok(certificate));
    },
  );

  app.get(
    '/certificates/:id/pdf',
    {
      config: { access: ANY_ROLE },
      schema: {
        tags,
        params: idParamSchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const file = await certificates.pdf(currentUser(request), request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(file))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.bytes));
    },
  );

  app.delete(
    '/certificates/:id',
    {
      config: { access: STAFF },
      schema: { tags, params: idParamSchema, response: responses(certificateSchema) },
    },
    async (request) => ok(await certificates.withdraw(currentUser(request), request.params.id)),
  );
};
