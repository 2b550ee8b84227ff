import { describe, expect, it } from 'vitest';
import { borrowerSession, build } from '../../test/helper.js';

const app = await build();
const url = '/api/v3/personal-center/contact-kf-info';

describe('POST /api/v3/personal-center/contact-kf-info', () => {
  it('answers the lender contacts for a borrower session (form body overall=30)', async () => {
    const { sessionId } = await borrowerSession(app);
    const res = await app.inject({
      method: 'POST',
      url: `${url}?deviceId=d1&appVersion=1.0.0`,
      headers: { authorization: `Bearer ${sessionId}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'overall=30',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 0,
      message: 'success',
      data: {
        email: app.config.brand.customerServiceEmail,
        smWa: app.config.brand.messagingAccount,
        telephone: app.config.brand.customerServicePhone,
      },
    });
  });

  it('accepts the session in the query string, as native callers send it', async () => {
    const { sessionId } = await borrowerSession(app);
    const res = await app.inject({ method: 'POST', url: `${url}?sessionId=${sessionId}`, payload: { overall: 30 } });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a request without a session', async () => {
    const res = await app.inject({ method: 'POST', url, payload: { overall: 30 } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 1003, data: null });
  });

  it("answers not found when the URL names another borrower's userId", async () => {
    const mine = await borrowerSession(app, '09171230001');
    const theirs = await borrowerSession(app, '09171230002');
    const res = await app.inject({
      method: 'POST',
      url: `${url}?userId=${theirs.userId}`,
      headers: { authorization: `Bearer ${mine.sessionId}` },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 1002, message: 'user not found' });
    const own = await app.inject({
      method: 'POST',
      url: `${url}?userId=${mine.userId}`,
      headers: { authorization: `Bearer ${mine.sessionId}` },
    });
    expect(own.statusCode).toBe(200);
  });

  it('names the field of a malformed body', async () => {
    const { sessionId } = await borrowerSession(app);
    const res = await app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${sessionId}` },
      payload: { overall: 'thirty' },
    });
    // The spec's client reads a refusal by its code from a 200 (decision 118).
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 1001, detail: expect.stringMatching(/^overall: /) });
  });
});
