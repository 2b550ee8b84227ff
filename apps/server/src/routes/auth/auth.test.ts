import { describe, expect, it } from 'vitest';
import { build, TEST_ADMIN_TOKEN } from '../../test/helper.js';

const app = await build();

async function lastCodeFor(phone: string): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/admin/sms-outbox?phone=${phone}&limit=1`,
    headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
  });
  const body = res.json() as { data: { items: { body: string }[] } };
  const match = /(\d{6})/.exec(body.data.items[0]?.body ?? '');
  if (!match?.[1]) throw new Error('no code in outbox');
  return match[1];
}

describe('login by SMS code', () => {
  it('sends a code, logs in with it (form-encoded), and refuses it a second time', async () => {
    const send = await app.inject({
      method: 'POST',
      url: '/api/auth/send-code',
      payload: 'phone=09181112222',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(send.json()).toMatchObject({ code: 0, data: { resendAfterSeconds: 60 } });
    const code = await lastCodeFor('09181112222');

    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: `phone=%2B639181112222&code=${code}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(login.statusCode).toBe(200);
    const session = (login.json() as { data: { sessionId: string; userId: string } }).data;
    expect(session.sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const again = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { phone: '09181112222', code } });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 1001, detail: expect.stringMatching(/^code: /) });
  });

  it('refuses a resend within 60 seconds with a do-not-resend message', async () => {
    await app.inject({ method: 'POST', url: '/api/auth/send-code', payload: { phone: '09183334444' } });
    const res = await app.inject({ method: 'POST', url: '/api/auth/send-code', payload: { phone: '09183334444' } });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 1004, message: expect.stringMatching(/do not resend/) });
  });

  it('locks a code after five wrong attempts', async () => {
    await app.inject({ method: 'POST', url: '/api/auth/send-code', payload: { phone: '09185556666' } });
    const code = await lastCodeFor('09185556666');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      await app.inject({ method: 'POST', url: '/api/auth/login', payload: { phone: '09185556666', code: wrong } });
    }
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { phone: '09185556666', code } });
    expect(res.json()).toMatchObject({ code: 1001, message: expect.stringMatching(/expired/) });
  });

  it('names the field of a malformed request', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/send-code', payload: { phone: '12345' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 1001,
      message: 'The mobile number must be a Philippine mobile number like 09171234567.',
      field: 'phone',
      detail: 'phone: must be a Philippine mobile number like 09171234567',
      reason: 'invalid-input',
      data: null,
    });
    const missing = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { phone: '09171234567' } });
    expect(missing.json()).toMatchObject({ detail: 'code: is required' });
  });

  it('logs out: the session stops working', async () => {
    await app.inject({ method: 'POST', url: '/api/auth/send-code', payload: { phone: '09187778888' } });
    const code = await lastCodeFor('09187778888');
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { phone: '09187778888', code } });
    const { sessionId } = (login.json() as { data: { sessionId: string } }).data;
    const auth = { authorization: `Bearer ${sessionId}` };
    expect(
      (await app.inject({ method: 'POST', url: '/api/v3/personal-center/contact-kf-info', headers: auth })).statusCode,
    ).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth })).statusCode).toBe(200);
    const after = await app.inject({ method: 'POST', url: '/api/v3/personal-center/contact-kf-info', headers: auth });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 1003 });
  });

  it('keeps session ids and codes out of the logs', async () => {
    await app.inject({ method: 'POST', url: '/api/auth/send-code', payload: { phone: '09189990000' } });
    const code = await lastCodeFor('09189990000');
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { phone: '09189990000', code } });
    const { sessionId } = (login.json() as { data: { sessionId: string } }).data;
    await app.inject({
      method: 'POST',
      url: `/api/v3/personal-center/contact-kf-info?sessionId=${sessionId}&deviceId=d1`,
      payload: { overall: 30 },
    });
    await app.inject({
      method: 'POST',
      url: '/api/v3/personal-center/contact-kf-info',
      headers: { authorization: `Bearer ${sessionId}` },
    });
    const logs = app.logs.join('\n');
    expect(logs).toContain('sessionId=[redacted]');
    expect(logs).not.toContain(sessionId);
    expect(logs).not.toContain(code);
  });
});
