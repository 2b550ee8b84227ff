import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../app.js';
import { loadConfig } from '../../config/config.js';
import { openDatabase } from '../../db/client.js';
import { hostFrameShim } from './web.js';

const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
writeFileSync(path.join(webDist, 'index.html'), '<html><head><!--app-config--></head><body></body></html>');
const hostDist = mkdtempSync(path.join(tmpdir(), 'host-dist-'));
mkdirSync(path.join(hostDist, 'assets'));
writeFileSync(
  path.join(hostDist, 'index.html'),
  '<html><head><title>%PRODUCT_NAME%</title><!--app-config--></head><body></body></html>',
);
writeFileSync(path.join(hostDist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
writeFileSync(
  path.join(hostDist, 'offline.html'),
  '<html><head><style>body { margin: 0 }</style></head><body>You are offline</body></html>',
);
writeFileSync(path.join(hostDist, 'assets', 'index-abc123.js'), 'console.log(1);');

const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), appSecret: 'a'.repeat(40), adminToken: 'b'.repeat(40) };
const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
const app = await build({ config, database, webDist, hostDist });
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('web host app serving (/app)', () => {
  it('answers every screen path with the app page carrying the white-label config', async () => {
    for (const url of ['/app', '/app/', '/app/home', '/app/open/loan/confirm?productId=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<title>Lendwell</title>');
      expect(res.body).toContain('--adm-color-primary:#0032E8');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('keeps the service worker and the offline page revalidated, hashed assets for a year', async () => {
    const sw = await app.inject({ method: 'GET', url: '/app/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toMatch(/javascript/);
    expect(sw.headers['cache-control']).toBe('no-cache');
    const offline = await app.inject({ method: 'GET', url: '/app/offline.html' });
    expect(offline.body).toContain('You are offline');
    const asset = await app.inject({ method: 'GET', url: '/app/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('sends a Content-Security-Policy with the page and the offline page, inline blocks allowed by hash only', async () => {
    const page = await app.inject({ method: 'GET', url: '/app/home' });
    const policy = String(page.headers['content-security-policy']);
    const configScript = /<script>([\s\S]*?)<\/script>/.exec(page.body)![1]!;
    expect(policy).toContain(
      `script-src 'self' 'sha256-${createHash('sha256').update(configScript).digest('base64')}'`,
    );
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).not.toContain('unsafe-inline');
    const offline = await app.inject({ method: 'GET', url: '/app/offline.html' });
    const offlinePolicy = String(offline.headers['content-security-policy']);
    expect(offlinePolicy).toContain(
      `style-src 'self' 'sha256-${createHash('sha256').update('body { margin: 0 }').digest('base64')}'`,
    );
  });

  it('writes the web manifest from the brand config', async () => {
    const res = await app.inject({ method: 'GET', url: '/app/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/manifest\+json/);
    const manifest = res.json();
    expect(manifest).toMatchObject({
      name: config.brand.productName,
      start_url: '/app/',
      scope: '/app/',
      display: 'standalone',
      theme_color: config.brand.themeColour,
    });
    expect(manifest.icons.length).toBeGreaterThan(0);
  });

  it('answers a missing file under /app as not found, not as the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/app/assets/missing.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 1002 });
  });

  it('gives borrower pages the frame shim, which cannot be tricked into closing its script', async () => {
    const res = await app.inject({ method: 'GET', url: '/order?orderId=1' });
    expect(res.body).toContain('__lendwellHostReceive');
    const shim = hostFrameShim({ ...config.brand, hostBridgeName: '</script><script>alert(1)', mode: 'sandbox' });
    expect(shim).not.toContain('</script><script>alert(1)');
  });
});
