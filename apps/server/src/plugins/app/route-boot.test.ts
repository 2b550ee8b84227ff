import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../app.js';
import { loadConfig } from '../../config/config.js';
import { repoRoot } from '../../config/paths.js';
import { openDatabase } from '../../db/client.js';
import { inlineHashes } from './content-security-policy.js';
import { routeBoots, routePreloadTags, type Manifest } from './route-boot.js';

const manifest: Manifest = {
  'index.html': { file: 'assets/main-1.js', imports: ['_framework.js'], css: ['assets/main-1.css'] },
  '_framework.js': { file: 'assets/framework-1.js' },
  '_page.js': { file: 'assets/page-1.js', imports: ['_framework.js'], css: ['assets/page-1.css'] },
  'src/features/customer-service/components/customer-service-page.tsx': {
    file: 'assets/customer-service-page-1.js',
    imports: ['_framework.js', '_page.js'],
    css: ['assets/customer-service-page-1.css'],
  },
};

const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
mkdirSync(path.join(dist, '.vite'), { recursive: true });
writeFileSync(
  path.join(dist, 'index.html'),
  '<html><head><title>%PRODUCT_NAME%</title><!--app-config--></head><body></body></html>',
);
writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));

const adminToken = 'b'.repeat(40);
const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), appSecret: 'a'.repeat(40), adminToken };
const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
const app = await build({ config, database, webDist: dist });
afterAll(async () => {
  await app.close();
  await database.close();
});

async function session(phone: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/sessions',
    headers: { authorization: `Bearer ${adminToken}` },
    payload: { phone, reason: 'route boot test' },
  });
  return (res.json() as { data: { userId: string; sessionId: string } }).data;
}

describe('route boot: the HTML starts the route and its data', () => {
  it('preloads the route chunk and what it imports, leaving out what the entry already loads', () => {
    const tags = routePreloadTags(manifest, 'src/features/customer-service/components/customer-service-page.tsx');
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/customer-service-page-1.js">');
    expect(tags).toContain('<link rel="modulepreload" crossorigin href="/assets/page-1.js">');
    expect(tags).toContain('<link rel="stylesheet" crossorigin href="/assets/customer-service-page-1.css">');
    expect(tags).toContain('<link rel="stylesheet" crossorigin href="/assets/page-1.css">');
    expect(tags).not.toContain('framework-1.js');
    expect(tags).not.toContain('main-1');
  });

  it('sends the first call from the HTML, with the session taken in the browser, and the policy allows it', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/customer-service?sessionId=s3cr3t-session&userId=7&deviceId=d1&swift=w',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).toContain('href="/assets/customer-service-page-1.js"');
    const script = /<script>(\(function\(\)\{try\{var d=(.*?);var s=.*?)<\/script>/.exec(res.body);
    const d = JSON.parse(script![2]!) as Record<string, unknown>;
    expect(d).toEqual({
      method: 'POST',
      path: '/v3/personal-center/contact-kf-info',
      params: { overall: '30' },
      url: '/api/v3/personal-center/contact-kf-info?deviceId=d1&userId=7',
      headers: { Accept: 'application/json', swift: 'w', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'overall=30',
    });
    // The session id is read in the browser: it is never written into the page.
    expect(res.body).not.toContain('s3cr3t-session');
    for (const hash of inlineHashes(res.body).scripts) expect(res.headers['content-security-policy']).toContain(hash);
  });

  it("the early call answers like the browser's own call", async () => {
    const { userId, sessionId } = await session('09205000101');
    const res = await app.inject({ method: 'GET', url: `/customer-service?userId=${userId}&deviceId=d1` });
    const d = JSON.parse(/var d=(.*?);var s=/.exec(res.body)![1]!) as {
      url: string;
      method: 'POST';
      headers: Record<string, string>;
      body: string;
    };
    const answer = await app.inject({
      method: d.method,
      url: d.url,
      headers: { ...d.headers, authorization: `Bearer ${sessionId}` },
      payload: d.body,
    });
    expect(answer.json()).toMatchObject({ code: 0, data: { email: expect.any(String) } });
  });

  it('pages without a first call stay as they are', async () => {
    const about = await app.inject({ method: 'GET', url: '/about-us?deviceId=d1' });
    expect(about.headers['cache-control']).toBe('no-cache');
    const other = await app.inject({ method: 'GET', url: '/somewhere-else' });
    expect(other.body).not.toContain('modulepreload');
    expect(other.body).not.toContain('var d=');
  });

  it('names, for every route it knows, a chunk the web app loads for that path', () => {
    const router = readFileSync(path.join(repoRoot, 'apps/web/src/app/router.tsx'), 'utf8');
    const paths = readFileSync(path.join(repoRoot, 'apps/web/src/config/paths.ts'), 'utf8');
    for (const [pagePath, boot] of Object.entries(routeBoots)) {
      const key = /paths\.(\w+)/.exec(
        [...paths.matchAll(/(\w+): '([^']+)'/g)]
          .map((m) => `paths.${m[1]} ${m[2]}`)
          .find((l) => l.endsWith(` ${pagePath}`)) ?? '',
      )?.[1];
      expect(key, `${pagePath} is in config/paths.ts`).toBeDefined();
      const component = new RegExp(`path=\\{paths\\.${key}\\} component=\\{(\\w+)\\}`).exec(router)?.[1];
      expect(component, `${pagePath} has a route`).toBeDefined();
      const module = new RegExp(`const ${component} = page\\(\\(\\) => import\\('@/([^']+)'\\)\\)`).exec(router)?.[1];
      expect(`src/${module}.tsx`, pagePath).toBe(boot.chunk);
    }
  });
});
