// Session ids arrive in page URLs from the host; no-referrer keeps them from leaking to other sites.
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    // Callback hooks, not async ones: every answer passes here, and a promise a hook costs (decision 083).
    app.addHook('onSend', (request, reply, payload, done) => {
      reply.header('Referrer-Policy', 'no-referrer');
      reply.header('X-Content-Type-Options', 'nosniff');
      // A route that forbids framing outright (the console: DENY) keeps its stricter answer.
      if (!reply.hasHeader('x-frame-options')) reply.header('X-Frame-Options', 'SAMEORIGIN');
      // Production is served over HTTPS only (PUBLIC_BASE_URL must be https://); browsers remember it for a year.
      if (app.config.mode === 'production')
        reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
        reply.header('Cache-Control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
