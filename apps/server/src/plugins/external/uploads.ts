// multipart/form-data bodies (image uploads), registered by the route plugins that take them: complaints,
// the host's KYC, admin and console. @fastify/multipart adds two async hooks to every request of the context
// it is registered in (a 'close' listener on each answer, and an awaited clean-up of saved files when it is
// sent); registered once for the whole app, every route paid them on every request (decision 098). Any other
// route refuses a multipart body as a content type it does not accept, naming the body.
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';

export const UPLOAD_LIMITS = { fileSize: 5 * 1024 * 1024, files: 9 } as const;

export default fp(async (app) => {
  await app.register(multipart, { limits: UPLOAD_LIMITS });
});
