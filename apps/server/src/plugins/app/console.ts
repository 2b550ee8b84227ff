// Serves the back-office console (apps/console/dist) under /console with an SPA fallback. Not
// wrapped in fastify-plugin: its static handler stays inside this scope, apart from the web app's.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@lendwell/contracts';
import { consoleDistFolder } from '../../config/paths.js';

const consolePlugin: FastifyPluginAsync<{ distFolder?: string }> = async (app, opts) => {
  const dist = opts.distFolder ?? consoleDistFolder;
  const indexFile = path.join(dist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ dist }, 'console build not found; run npm run build -w @lendwell/console');
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/console/',
    index: false,
    wildcard: false,
    decorateReply: false,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendIndex = (_request: unknown, reply: FastifyReply) =>
    // The console is never framed: clickjacking a staff action would be worth more than the borrower app's.
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('X-Frame-Options', 'DENY')
      .header('Content-Security-Policy', "frame-ancestors 'none'")
      .send(indexHtml);
  app.get('/console', { schema: { hide: true } }, sendIndex);
  app.get('/console/*', { schema: { hide: true } }, async (request, reply) => {
    const pathOnly = request.url.split('?')[0] ?? '';
    if (path.extname(pathOnly))
      return reply.status(404).send({ code: ErrorCode.notFound, message: `No such file: ${pathOnly}`, data: null });
    return sendIndex(request, reply);
  });
};

export default consolePlugin;
