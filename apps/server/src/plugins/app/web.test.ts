import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../app.js';
import { loadConfig } from '../../config/config.js';
import { openDatabase } from '../../db/client.js';
import { renderIndexHtml } from './web.js';

const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<html><head><title>%PRODUCT_NAME%</title><!--app-config--></head><body></body></html>',
);
writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);

const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), appSecret: 'a'.repeat(40), adminToken: 'b'.repeat(40) };
const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
const app = await build({ config, database, webDist: dist });
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('web serving', () => {
  it('answers page paths with index.html carrying the white-label config', async () => {
    const res = await app.inject({ method: 'GET', url: '/customer-service?deviceId=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<title>Lendwell</title>');
    expect(res.body).toContain('--adm-color-primary:#0032E8');
    expect(res.body).toContain('"mode":"sandbox"');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('serves hashed assets compressed and cached for a year', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('keeps API misses as envelopes, not HTML', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v9/missing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 1002 });
  });

  it('cannot be tricked into closing the config script', () => {
    const html = renderIndexHtml('<!--app-config-->', {
      ...config.brand,
      productName: '</script><script>alert(1)</script>',
      mode: 'sandbox',
    });
    expect(html).not.toContain('</script><script>alert(1)');
  });
});
