import { describe, expect, it } from 'vitest';
import { build, TEST_ADMIN_TOKEN } from '../../test/helper.js';

const app = await build();
const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };

describe('admin API', () => {
  it('refuses requests without the operator token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/admin/clock' });
    expect(res.statusCode).toBe(401);
    const wrong = await app.inject({
      method: 'GET',
      url: '/api/admin/clock',
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('shows the business clock in Manila time', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/admin/clock', headers: admin });
    expect(res.json()).toMatchObject({
      code: 0,
      data: { timeZone: 'Asia/Manila', overridden: false, businessDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    });
  });

  it('creates a working borrower session for a phone', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/sessions',
      headers: admin,
      payload: { phone: '09171234567' },
    });
    const { sessionId, phone } = (res.json() as { data: { sessionId: string; phone: string } }).data;
    expect(phone).toBe('+639171234567');
    const use = await app.inject({
      method: 'POST',
      url: '/api/v3/personal-center/contact-kf-info',
      headers: { authorization: `Bearer ${sessionId}` },
    });
    expect(use.statusCode).toBe(200);
  });
});

describe('unexpected errors', () => {
  it('answer a generic message with a reference and log the error, never a stack', async () => {
    app.clock.show = async () => {
      throw new Error('boom at /secret/path.ts:12');
    };
    const res = await app.inject({ method: 'GET', url: '/api/admin/clock', headers: admin });
    expect(res.statusCode).toBe(500);
    const body = res.json() as { code: number; message: string };
    expect(body.code).toBe(1500);
    expect(body.message).toMatch(/ref [0-9a-f]{8}/);
    expect(res.body).not.toContain('boom');
    const ref = /ref ([0-9a-f]{8})/.exec(body.message)?.[1] ?? '';
    expect(app.logs.join('\n')).toContain(ref);
  });
});
