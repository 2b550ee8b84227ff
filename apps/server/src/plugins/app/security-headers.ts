// Session ids arrive in page URLs from the host; no-referrer keeps them from leaking to other sites.
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply) => {
      reply.header('Referrer-Policy', 'no-referrer');
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('X-Frame-Options', 'SAMEORIGIN');
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
        reply.header('Cache-Control', 'no-store');
    });
  },
  { name: 'security-headers' },
);
