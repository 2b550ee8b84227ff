// The limits per address and overall are counted before the body is read (decision 101): an address over
// its limit is refused 429 without its body being parsed, so a flood of bodies costs no parsing.
import { describe, expect, it } from 'vitest';
import { build } from '../../test/helper.js';

const app = await build();

describe('limits before the body', () => {
  it('refuses an address over its SMS limit with 429 before reading the body, bad or large', async () => {
    const ip = '10.101.0.1';
    for (let i = 0; i < 20; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/send-code',
        payload: { phone: `091910100${String(i).padStart(2, '0')}` },
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(200);
    }
    // Text that is not JSON would answer 400 once parsed, and a body over the route's 1 KB 413: both 429 here.
    const bad = await app.inject({
      method: 'POST',
      url: '/api/auth/send-code',
      payload: '{"phone":',
      headers: { 'content-type': 'application/json' },
      remoteAddress: ip,
    });
    expect(bad.statusCode).toBe(429);
    expect(bad.headers['retry-after']).toBeDefined();
    expect(bad.json()).toMatchObject({
      data: null,
      message: expect.stringMatching(/Too many requests from your network/),
    });
    const large = await app.inject({
      method: 'POST',
      url: '/api/auth/send-code',
      payload: JSON.stringify({ phone: '09191010099', deviceId: 'x'.repeat(4000) }),
      headers: { 'content-type': 'application/json' },
      remoteAddress: ip,
    });
    expect(large.statusCode).toBe(429);
  });

  it('still counts per device from the body, after it is read', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/send-code',
        payload: { phone: `091910101${String(i).padStart(2, '0')}` },
        query: { deviceId: 'device-101' },
        remoteAddress: `10.101.1.${i + 1}`,
      });
      answers.push(res.statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
