import { CLASS_EXPORT_CONTENT_TYPES, classExportApi } from '@umka/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../lib/serve-endpoint.ts';
import type { ClassExportService } from './class-export.service.ts';

/**
 * RFC 6266: an ASCII name for old clients, and the real one (Cyrillic, the class's title) percent-encoded as RFC 5987
 * asks, which also encodes the ' ( ) * that encodeURIComponent leaves alone.
 */
function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export const classExportRoutes: FastifyPluginAsync<{ classExport: ClassExportService }> = async (
  app,
  { classExport },
) => {
  serve(app, classExportApi.download, async ({ user, params, query, reply }) => {
    const file = await classExport.download(user, params.id, query);
    return reply
      .header('content-type', CLASS_EXPORT_CONTENT_TYPES[file.format])
      .header('content-disposition', contentDisposition(file.fileName))
      .header('cache-control', 'private, no-store')
      .send(file.bytes);
  });
};
