import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/** The OpenAPI document is generated from the same zod schemas that validate requests. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Umka API',
        version: '1.0.0',
        description:
          'Every answer is an envelope: `{ status: true, data }` or `{ status: false, code, message, fields? }`. ' +
          'The token comes in the `jwt-token` response header of /api/login and is renewed in the same header.',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: true,
    // Like the app's own CSP: plain-HTTP installs on a school network must keep working.
    transformStaticCSP: (header) => header.replace(/upgrade-insecure-requests;?\s*/, ''),
  });
}
