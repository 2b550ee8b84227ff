// Third-party plugins, registered before our own: body parsers, compression, OpenAPI. Multipart bodies are
// parsed only where a route takes an upload (uploads.ts). JSON and form bodies have their shape checked
// before they are parsed (lib/body-limits.ts, decision 101).
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { parse as parseForm } from 'fast-querystring';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { BodyShapeError, formShapeRefusal, registerJsonShapeParser } from '../../lib/body-limits.js';

export default fp(
  async (app) => {
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
    registerJsonShapeParser(app);
    await app.register(formbody, {
      parser: (text: string) => {
        const refused = formShapeRefusal(text);
        if (refused) throw new BodyShapeError(refused);
        return parseForm(text);
      },
    });
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
