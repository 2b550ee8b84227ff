// Logs are captured from a built app: no request, however malformed, may break logging, and no signed link,
// phone number or database parameter may reach a log line.
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { build } from '../test/helper.js';
import { serializeError } from './logger.js';

const app = await build();

describe('request logging never ends the process', () => {
  it.each(['/api/health?%zz=1', '/api/health?%=&%%%=%', '/api/health?a=%E0%A4%A', '/nope?%zz', '/api/health?%00=1'])(
    'answers %s without a 5xx and keeps serving',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBeLessThan(500);
      const again = await app.inject({ method: 'GET', url: '/api/health' });
      expect(again.statusCode).toBe(200);
    },
  );

  it('answers a malformed path escape with an envelope naming the address', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nope%zz' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 1001, data: null });
    expect(res.json().detail).toMatch(/^url: /);
  });
});

describe('secrets and personal data stay out of logs', () => {
  it('redacts agreement tokens, signatures and phone numbers in URLs and messages', async () => {
    const start = app.logs.length;
    await app.inject({ method: 'GET', url: '/api/v3/contract/document?t=SECRETTOKEN.SECRETSIG' });
    await app.inject({ method: 'GET', url: '/api/files/a/b.png?exp=1&sig=SIGNATURE1234' });
    await app.inject({ method: 'GET', url: '/sandbox-pay/checkout/P1?sig=CHECKOUTSIG99' });
    await app.inject({ method: 'GET', url: '/api/unknown?phone=09171234567&x=%2B639181234567' });
    await app.inject({ method: 'GET', url: '/api/unknown/09191234567' });
    const lines = app.logs.slice(start).join('\n');
    expect(lines).toContain('request completed');
    for (const secret of ['SECRETTOKEN', 'SECRETSIG', 'SIGNATURE1234', 'CHECKOUTSIG99', '9171234567', '9181234567'])
      expect(lines).not.toContain(secret);
    expect(lines).not.toContain('9191234567');
  });

  it('redacts phone numbers and signed links in logged objects', () => {
    const start = app.logs.length;
    app.log.info({ to: '+639171234567', link: '/api/files/k?exp=1&sig=ABCDEF' }, 'sending to 09171234567');
    const line = app.logs.slice(start).join('\n');
    expect(line).not.toContain('9171234567');
    expect(line).not.toContain('ABCDEF');
  });

  it('redacts credentials and secret fields at any depth of a logged object', () => {
    const start = app.logs.length;
    const headers = {
      authorization: 'Bearer AUTHSECRET1',
      cookie: 'lw_staff=COOKIESECRET2',
      'X-Admin-Token': 'ADMINSECRET3',
    };
    app.log.info({ headers, body: { deep: { deeper: { sessionId: 'SESSIONSECRET4', smsCode: '135790' } } } }, 'odd');
    const line = app.logs.slice(start).join('\n');
    for (const secret of ['AUTHSECRET1', 'COOKIESECRET2', 'ADMINSECRET3', 'SESSIONSECRET4', '135790'])
      expect(line).not.toContain(secret);
    expect(line).toContain('[redacted]');
  });

  it('drops the parameters of a failed database statement', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      detail: 'Key (phone)=(+639171234567) already exists.',
      code: '23505',
    });
    const error = new DrizzleQueryError('insert into users (phone) values ($1)', ['+639171234567'], cause);
    const text = JSON.stringify(serializeError(error));
    expect(text).not.toContain('9171234567');
    expect(text).toContain('insert into users');

    const start = app.logs.length;
    app.log.error({ err: error }, 'unhandled error');
    const line = app.logs.slice(start).join('\n');
    expect(line).toContain('duplicate key');
    expect(line).not.toContain('9171234567');
  });

  it('a serializer that meets a hostile value degrades instead of throwing', () => {
    const hostile = {
      get url(): string {
        throw new Error('boom');
      },
    };
    expect(() => app.log.info({ req: hostile }, 'hostile')).not.toThrow();
    expect(() => app.log.info({ err: { toString: null } }, 'odd error')).not.toThrow();
  });
});

describe('the access line (decision 094)', () => {
  it('has one line per request with the same fields, its URL redacted though the line skips the scrub walk', async () => {
    const start = app.logs.length;
    await app.inject({
      method: 'GET',
      url: '/api/unknown/09191234567?sig=SIGNATURE77&x=1',
      headers: { 'user-agent': 'probe/1.0', authorization: 'Bearer SESSIONSECRET9' },
    });
    const lines = app.logs
      .slice(start)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === 'request completed');
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    expect(Object.keys(line)).toEqual([
      'level',
      'time',
      'pid',
      'hostname',
      'reqId',
      'req',
      'res',
      'responseTime',
      'msg',
    ]);
    expect(line.req).toEqual({
      id: line.reqId,
      method: 'GET',
      url: '/api/unknown/[phone ••67]?sig=[redacted]&x=1',
      userAgent: 'probe/1.0',
      ip: '127.0.0.1',
    });
    expect(line.res).toEqual({ statusCode: 404 });
    expect(typeof line.responseTime).toBe('number');
    expect(JSON.stringify(line)).not.toContain('SESSIONSECRET9');
  });

  it('is not written for the status probes, which /metrics still counts (decision 097)', async () => {
    const start = app.logs.length;
    for (const url of ['/api/health', '/api/health/live', '/api/health/ready'])
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    await app.inject({ method: 'GET', url: '/api/unknown' });
    const urls = app.logs
      .slice(start)
      .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } })
      .filter((line) => line.msg === 'request completed')
      .map((line) => line.req?.url);
    expect(urls).toEqual(['/api/unknown']);
    const metrics = await app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(
      /lendwell_http_requests_total\{method="GET",route="\/api\/health",status="200"\} [1-9]/,
    );
  });

  it('still scrubs any other object logged with the same message', () => {
    const start = app.logs.length;
    app.log.info({ to: '+639171234567' }, 'request completed');
    expect(app.logs.slice(start).join('\n')).not.toContain('9171234567');
  });
});
