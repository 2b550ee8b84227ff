// Third-party plugins, registered before our own: body parsers, compression, OpenAPI.
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const UPLOAD_LIMITS = { fileSize: 5 * 1024 * 1024, files: 9 } as const;

export default fp(
  async (app) => {
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
    await app.register(formbody);
    await app.register(multipart, { limits: UPLOAD_LIMITS });
    await app.register(swagger, {
      openapi: {
        info: { title: 'Lendwell borrower API', version: '1.0.0', description: 'Generated from packages/contracts.' },
        components: {
          securitySchemes: {
            session: { type: 'http', scheme: 'bearer', description: 'The sessionId the host passes in the page URL.' },
            admin: { type: 'http', scheme: 'bearer', description: 'Operator token (sandbox: DATA_DIR/admin-token).' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'external' },
);
