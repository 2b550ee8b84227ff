// Serves the built web app: hashed assets with long caching, every other page path gets index.html
// with the white-label config inlined so the theme colour paints before any script runs.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { PublicAppConfig } from '@lendwell/contracts';
import { ErrorCode } from '@lendwell/contracts';
import { webDistFolder } from '../../config/paths.js';
import { loanTerms } from '../../domain/loan/loan-terms.js';
import { renderLoanTerms, renderSiteHtml } from './official-site.js';
import { pageSecurityPolicy } from './content-security-policy.js';
import { firstCallScript, readManifest, routeBoots, routePreloadTags } from './route-boot.js';

export const CONFIG_PLACEHOLDER = '<!--app-config-->';

/** JSON inside a script tag must not be able to close it. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function configHead(config: PublicAppConfig): string {
  return (
    `<script>window.__APP_CONFIG__=${inlineJson(config)}</script>` +
    `<style>:root{--adm-color-primary:${config.themeColour};--app-theme:${config.themeColour}}</style>` +
    `<meta name="theme-color" content="${config.themeColour}">`
  );
}

/**
 * The browser host app (apps/host, decision 037) frames borrower pages from this origin. A native
 * Android host injects window.<hostBridgeName> before the page runs; this inline script does the same
 * inside such a frame, forwarding each message to the framing host app. It runs before the page's
 * modules, does nothing in a top-level page or a native webview, and a frame from another origin
 * cannot reach its parent (the access throws and is ignored).
 */
export function hostFrameShim(config: PublicAppConfig): string {
  const name = inlineJson(config.hostBridgeName);
  return (
    '<script>(function(){try{var p=window.parent;if(p===window||typeof p.__lendwellHostReceive!=="function")return;' +
    `var n=${name};if(window[n])return;var w=window;` +
    'window[n]={postMessage:function(j){p.__lendwellHostReceive(String(j),w)}};}catch(e){}})();</script>'
  );
}

export function renderIndexHtml(template: string, config: PublicAppConfig): string {
  const head = configHead(config) + hostFrameShim(config);
  return template
    .replace(CONFIG_PLACEHOLDER, head)
    .replace(/%PRODUCT_NAME%/g, config.productName.replace(/[<>&"]/g, ''));
}

export default fp<{ distFolder?: string }>(
  async (app, opts) => {
    const dist = opts.distFolder ?? webDistFolder;
    const indexFile = path.join(dist, 'index.html');
    const publicConfig: PublicAppConfig = { ...app.config.brand, mode: app.config.mode };
    const hasBuild = existsSync(indexFile);
    const indexHtml = hasBuild ? renderIndexHtml(readFileSync(indexFile, 'utf8'), publicConfig) : '';
    const production = app.config.mode === 'production';
    const indexPolicy = pageSecurityPolicy(indexHtml, production);
    // Per page path, index.html with the route's chunks and stylesheets preloaded (decision 055).
    const manifest = hasBuild ? readManifest(dist) : null;
    const routeHtml = new Map<string, string>();
    if (manifest) {
      for (const [pagePath, boot] of Object.entries(routeBoots)) {
        if (!manifest[boot.chunk]) continue;
        routeHtml.set(pagePath, indexHtml.replace('</head>', `${routePreloadTags(manifest, boot.chunk)}</head>`));
      }
    }

    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: dist,
        index: false,
        wildcard: true,
        setHeaders(reply, filePath) {
          // Hashed assets never change; an HTML file is always revalidated so a new build is seen at once.
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          const html = filePath.endsWith('.html');
          reply.header(
            'Cache-Control',
            immutable ? 'public, max-age=31536000, immutable' : html ? 'no-cache' : 'public, max-age=300',
          );
        },
      });
    } else {
      app.log.warn({ dist }, 'web build not found; run npm run build -w @lendwell/web');
    }

    // The official site: prerendered markup, filled per request with the lender and the live loan terms.
    const siteFile = path.join(dist, 'site.html');
    if (existsSync(siteFile)) {
      const siteTemplate = readFileSync(siteFile, 'utf8');
      app.get('/', { schema: { hide: true } }, async (_request, reply) => {
        const merchant = await app.usersRepository.resolveMerchant();
        const products = merchant ? await app.productsRepository.list(merchant.id) : [];
        const legal = { legalName: app.config.brand.lenderLegalName };
        const terms = renderLoanTerms(products.map((p) => ({ name: p.name, sections: loanTerms(p.config, legal) })));
        const html = renderSiteHtml(
          siteTemplate,
          configHead(publicConfig),
          publicConfig,
          terms,
          new Date().getFullYear(),
        );
        return reply
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'public, max-age=60')
          .header('Content-Security-Policy', pageSecurityPolicy(html, production))
          .send(html);
      });
    }

    app.get('/api/app-config', { schema: { hide: true } }, async () => ({
      code: 0,
      message: 'success',
      data: publicConfig,
    }));

    app.setNotFoundHandler((request, reply) => {
      const pathOnly = request.url.split('?')[0] ?? '';
      const isPage = request.method === 'GET' && !pathOnly.startsWith('/api/') && !path.extname(pathOnly);
      if (isPage && hasBuild) {
        const routed = routeHtml.get(pathOnly);
        const call = routeBoots[pathOnly]?.firstCall;
        const query = new URLSearchParams(request.url.slice(pathOnly.length + 1));
        // The route's first call starts from the HTML; it names the page's own params, so no shared cache keeps it.
        const early = routed && call ? firstCallScript(call, query) : '';
        const html = early ? routed!.replace('</head>', `${early}</head>`) : (routed ?? indexHtml);
        return reply
          .type('text/html; charset=utf-8')
          .header('Cache-Control', early ? 'private, no-cache' : 'no-cache')
          .header('Content-Security-Policy', html === indexHtml ? indexPolicy : pageSecurityPolicy(html, production))
          .send(html);
      }
      return reply
        .status(404)
        .send({ code: ErrorCode.notFound, message: `No such endpoint: ${request.method} ${pathOnly}`, data: null });
    });
  },
  { name: 'web', dependencies: ['config'] },
);
