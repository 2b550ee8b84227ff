// Cross-origin calls (decision 111): only the configured origins, only on the borrower's API, the spec's
// headers allowed in a preflight, never credentials; with no origins configured nothing is allowed.
import { describe, expect, it } from 'vitest';
import { build } from '../../test/helper.js';
import { crossOriginPath } from './cors.js';

const LENDER = 'https://app.lender.ph';
const app = await build({ corsOrigins: [LENDER] });
const closed = await build();

const TEMPLATE = '/api/v2/h5/channel/channel-template?templateId=1';
const preflight = (target: typeof app, url: string, origin: string) =>
  target.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,swift,eyes,x-requested-with,building,gather',
    },
  });

describe('cross-origin calls', () => {
  it('answers a preflight from a configured origin with the spec headers, no credentials', async () => {
    const res = await preflight(app, '/api/v3/loan-confirm/loan-detail-confirm', LENDER);
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(LENDER);
    const allowedHeaders = String(res.headers['access-control-allow-headers']).toLowerCase();
    for (const name of ['content-type', 'swift', 'eyes', 'x-requested-with', 'building', 'gather', 'authorization'])
      expect(allowedHeaders).toContain(name);
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('names the configured origin on a real call, and only that one', async () => {
    const ok = await app.inject({ method: 'GET', url: TEMPLATE, headers: { origin: LENDER } });
    expect(ok.headers['access-control-allow-origin']).toBe(LENDER);
    expect(ok.headers.vary).toContain('Origin');
    const other = await app.inject({ method: 'GET', url: TEMPLATE, headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const stranger = await preflight(app, '/api/v3/loan-confirm/loan-detail-confirm', 'https://evil.example');
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('never opens the console, the operator API or the sandbox tools to another origin', async () => {
    for (const url of ['/api/console/session', '/api/admin/sessions', '/api/sandbox/clock']) {
      const res = await preflight(app, url, LENDER);
      expect(res.headers['access-control-allow-origin'], url).toBeUndefined();
    }
    expect(crossOriginPath('/api/console')).toBe(false);
    expect(crossOriginPath('/api/consoles-of-borrowers')).toBe(true);
    expect(crossOriginPath('/app/home')).toBe(false);
  });

  it('allows no origin when none is configured', async () => {
    const res = await preflight(closed, '/api/v3/loan-confirm/loan-detail-confirm', LENDER);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const call = await closed.inject({ method: 'GET', url: TEMPLATE, headers: { origin: LENDER } });
    expect(call.headers['access-control-allow-origin']).toBeUndefined();
  });
});
