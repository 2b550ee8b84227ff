import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.js';
import configPlugin from './config.js';
import securityHeaders from './security-headers.js';
import { inlineHashes, pageSecurityPolicy } from './content-security-policy.js';
import { configHead } from './web.js';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('page security policy', () => {
  const config = { ...loadConfig({}).brand, mode: 'sandbox' as const };
  const html = `<html><head>${configHead(config)}<script type="module" src="/assets/a.js"></script></head>
    <body><style>.x{color:red}</style></body></html>`;

  it('allows exactly the inline blocks of the page, by hash', () => {
    const { scripts, styles } = inlineHashes(html);
    const inlineScript = /<script>([\s\S]*?)<\/script>/.exec(configHead(config))![1]!;
    expect(scripts).toEqual([sha(inlineScript)]);
    expect(styles).toHaveLength(2);
    expect(styles).toContain(sha('.x{color:red}'));
  });

  it('never allows unsafe-inline or eval, and upgrades requests in production', () => {
    const policy = pageSecurityPolicy(html, false);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(pageSecurityPolicy(html, true)).toContain('upgrade-insecure-requests');
  });
});

async function appIn(mode: 'sandbox' | 'production') {
  const app = Fastify();
  await app.register(configPlugin, { config: { ...loadConfig({}), mode } });
  await app.register(securityHeaders);
  app.get('/console', async (_request, reply) => reply.header('X-Frame-Options', 'DENY').send('console'));
  app.get('/page', async () => 'page');
  return app;
}

describe('security headers', () => {
  it("keeps a route's own X-Frame-Options: DENY", async () => {
    const app = await appIn('sandbox');
    expect((await app.inject('/console')).headers['x-frame-options']).toBe('DENY');
    expect((await app.inject('/page')).headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends HSTS in production only', async () => {
    expect((await (await appIn('production')).inject('/page')).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect((await (await appIn('sandbox')).inject('/page')).headers['strict-transport-security']).toBeUndefined();
  });
});
