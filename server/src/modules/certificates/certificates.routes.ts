import { certificatesApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { CertificateFile, CertificatesService } from './certificates.service.ts';

/** RFC 6266: a plain ASCII name for old clients and the real one, percent-encoded as RFC 5987 asks. */
function contentDisposition(file: CertificateFile): string {
  const encoded = encodeURIComponent(file.fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${file.asciiFileName}"; filename*=UTF-8''${encoded}`;
}

export const certificatesRoutes: FastifyPluginAsync<{ certificates: CertificatesService }> = async (
  app,
  { certificates },
) => {
  serve(app, certificatesApi.ofStudent, ({ user, params }) => certificates.list(user, params.id));
  serve(app, certificatesApi.issue, ({ user, params, body }) => certificates.issue(user, params.id, body));
  serve(app, certificatesApi.pdf, async ({ user, params, reply }) => {
    const file = await certificates.pdf(user, params.id);
    return reply
      .header('content-type', certificatesApi.pdf.produces)
      .header('content-disposition', contentDisposition(file))
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(file.bytes));
  });
  serve(app, certificatesApi.withdraw, ({ user, params }) => certificates.withdraw(user, params.id));
};
