import { describe, expect, it } from 'vitest';
import { build, testDatabaseUrl } from '../test/helper.js';

const app = await build();

describe('GET /api/health', () => {
  it('answers ok with the database kind and sandbox mode', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 0,
      data: { status: 'ok', database: testDatabaseUrl() ? 'postgres' : 'pglite', mode: 'sandbox' },
    });
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers unknown API paths with a not-found envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 1002, data: null });
  });

  it('serves an OpenAPI document generated from the contracts', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/auth/login', '/api/v3/personal-center/contact-kf-info']),
    );
  });
});
