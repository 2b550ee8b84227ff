// Serves the web host app (apps/host/dist) under /app (decision 037): hashed assets cached for a
// year, the service worker and the page always revalidated, every other /app path gets index.html
// with the white-label config, and the web manifest is written from the brand config so the
// installed app carries the brand's name and colour. Not wrapped in fastify-plugin: its static
// handler stays inside this scope, apart from the borrower app's.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { PublicAppConfig } from '@lendwell/contracts';
import { ErrorCode } from '@lendwell/contracts';
import { hostDistFolder } from '../../config/paths.js';
import { pageSecurityPolicy } from './content-security-policy.js';
import { renderIndexHtml } from './web.js';

export function hostManifest(config: PublicAppConfig) {
  return {
    name: config.productName,
    short_name: config.productName.slice(0, 12),
    description: `${config.productName}: loans by ${config.lenderLegalName}`,
    start_url: '/app/',
    scope: '/app/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#ffffff',
    theme_color: config.themeColour,
    lang: 'en-PH',
    icons: [{ src: '/app/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
}

const hostAppPlugin: FastifyPluginAsync<{ distFolder?: string }> = async (app, opts) => {
  const dist = opts.distFolder ?? hostDistFolder;
  const indexFile = path.join(dist, 'index.html');
  const publicConfig: PublicAppConfig = { ...app.config.brand, mode: app.config.mode };

  // The manifest needs no build: the brand config is enough.
  app.get('/app/manifest.webmanifest', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(JSON.stringify(hostManifest(publicConfig))),
  );

  if (!existsSync(indexFile)) {
    app.log.warn({ dist }, 'host app build not found; run npm run build -w @lendwell/host');
    return;
  }
  const indexHtml = renderIndexHtml(readFileSync(indexFile, 'utf8'), publicConfig);
  // The same policy as the borrower app's pages (decision 102): its inline config script and theme
  // style allowed by hash, everything else from our own origin; computed once from the page sent.
  const production = app.config.mode === 'production';
  const indexPolicy = pageSecurityPolicy(indexHtml, production);
  // The offline page and any other static page carry their own inline style: a policy per file, by hash.
  const filePolicies = new Map<string, string>();
  const policyOfFile = (filePath: string) => {
    let policy = filePolicies.get(filePath);
    if (!policy) {
      policy = pageSecurityPolicy(readFileSync(filePath, 'utf8'), production);
      filePolicies.set(filePath, policy);
    }
    return policy;
  };
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/app/',
    index: false,
    wildcard: false,
    decorateReply: false,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (filePath.endsWith('.html')) reply.header('Content-Security-Policy', policyOfFile(filePath));
    },
  });
  const sendIndex = (_request: unknown, reply: FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', indexPolicy)
      .send(indexHtml);
  app.get('/app', { schema: { hide: true } }, sendIndex);
  app.get('/app/*', { schema: { hide: true } }, async (request, reply) => {
    const pathOnly = request.url.split('?')[0] ?? '';
    if (path.extname(pathOnly))
      return reply.status(404).send({ code: ErrorCode.notFound, message: `No such file: ${pathOnly}`, data: null });
    return sendIndex(request, reply);
  });
};

export default hostAppPlugin;
