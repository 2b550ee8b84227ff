// Access limits under load (decision 031, 6, 7, 9, 13): every limit is checked and counted in
// one statement, so concurrent bursts hold exactly, and two server instances on one database share
// the counters. Run on PGlite and on PostgreSQL (TEST_DATABASE_URL), where the bursts truly race.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { borrowerSession, build, buildSibling, TEST_ADMIN_TOKEN } from '../../test/helper.js';

const app = await build();
const twin = await buildSibling(app);
const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
let ipSeq = 0;
const newIp = () => `10.13.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

async function lastCodeFor(phone: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/api/admin/sms-outbox?phone=${phone}&limit=1`, headers: admin });
  const match = /(\d{6})/.exec((res.json() as { data: { items: { body: string }[] } }).data.items[0]?.body ?? '');
  if (!match?.[1]) throw new Error('no code in outbox');
  return match[1];
}

const sendCode = (instance: typeof app | typeof twin, phone: string, ip: string, deviceId?: string) =>
  instance.inject({
    method: 'POST',
    url: `/api/auth/send-code${deviceId ? `?deviceId=${deviceId}` : ''}`,
    payload: { phone },
    remoteAddress: ip,
  });

describe('one-time code guesses', () => {
  it('checks exactly 5 of 30 concurrent wrong guesses; the right code is then refused', async () => {
    const phone = '09191300001';
    expect((await sendCode(app, phone, newIp())).statusCode).toBe(200);
    const code = await lastCodeFor(phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        (i % 2 ? twin : app).inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { phone, code: wrong },
          remoteAddress: newIp(),
        }),
      ),
    );
    const messages = answers.map((a) => (a.json() as { message: string }).message);
    const checked = messages.filter((m) => /attempts left|Too many wrong codes/.test(m));
    expect(checked).toHaveLength(5);
    expect(messages.filter((m) => /has expired/.test(m))).toHaveLength(25);
    const rows = (await app.db.execute(
      sql`select attempts from otp_codes where phone = ${'+639191300001'} or phone = ${phone}`,
    )) as unknown as { rows: { attempts: number }[] };
    expect(rows.rows.map((r) => r.attempts)).toEqual([5]);
    const right = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { phone, code },
      remoteAddress: newIp(),
    });
    expect(right.json()).toMatchObject({ code: 1001, detail: 'code: the code has expired; please request a new one' });
  });
});

describe('code sends per phone', () => {
  it('sends exactly one of 10 concurrent requests for one phone, the others told when to come back', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => sendCode(i % 2 ? twin : app, '09191300701', newIp())),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(9);
    expect(refused[0]!.json().message).toMatch(/^Please do not resend the code yet; try again in \d+ s\.$/);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('staff password guesses', () => {
  const create = (email: string) =>
    app.staffActions.createStaff('operator', { email, name: 'Burst', role: 'agent', password: 'right-password-456' });
  const login = (instance: typeof app | typeof twin, email: string, password: string, ip: string) =>
    instance.inject({ method: 'POST', url: '/api/console/login', payload: { email, password }, remoteAddress: ip });

  it('checks exactly 5 of 30 concurrent wrong passwords from one address; the owner elsewhere still logs in', async () => {
    const made = await create('burst@console.sandbox');
    const attacker = newIp();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(i % 2 ? twin : app, 'burst@console.sandbox', `wrong-${i}`, attacker)),
    );
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(4);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(26);
    const checked = await app.auditRepository.list({ actor: `staff:${made.id}:burst@console.sandbox` });
    expect(checked.map((r) => r.action).sort()).toEqual([
      'staff.locked',
      'staff.login.failed',
      'staff.login.failed',
      'staff.login.failed',
      'staff.login.failed',
    ]);
    // Even the right password is refused from the attacker's address while the lock runs...
    expect((await login(app, 'burst@console.sandbox', 'right-password-456', attacker)).statusCode).toBe(429);
    // ...but the owner at another address is not locked out.
    expect((await login(twin, 'burst@console.sandbox', 'right-password-456', newIp())).statusCode).toBe(200);
  });

  it('counts wrong passwords against an office address, not staff who log in: 61 logins, then the 61st guess is refused', async () => {
    await create('shift@console.sandbox');
    const office = newIp();
    // A whole shift logs in from one address, more than the address's 60 in ten minutes, on either instance.
    for (let i = 0; i < 61; i++)
      expect((await login(i % 2 ? twin : app, 'shift@console.sandbox', 'right-password-456', office)).statusCode).toBe(
        200,
      );
    // Guesses still stop at 60 (each with another unknown email, so no account's own lock comes first).
    const guesses: number[] = [];
    for (let i = 0; i < 61; i++)
      guesses.push((await login(i % 2 ? twin : app, `guess-${i}@console.sandbox`, 'wrong', office)).statusCode);
    expect(guesses.slice(0, 60).every((s) => s === 401)).toBe(true);
    const refused = await login(app, 'shift@console.sandbox', 'right-password-456', office);
    expect(refused.statusCode).toBe(429);
    expect((refused.json() as { message: string }).message).toMatch(/^Too many requests from your network\./);
    expect(guesses[60]).toBe(429);
  });

  it('answers an unknown email exactly as a known one, locks included', async () => {
    await create('known@console.sandbox');
    const run = async (email: string) => {
      const ip = newIp();
      const out: { status: number; message: string }[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await login(app, email, 'not-the-password', ip);
        out.push({ status: res.statusCode, message: (res.json() as { message: string }).message });
      }
      return out;
    };
    const known = await run('known@console.sandbox');
    const unknown = await run('nobody@console.sandbox');
    expect(unknown).toEqual(known);
    expect(known.map((k) => k.status)).toEqual([401, 401, 401, 401, 429, 429]);
    expect(known[4]!.message).toMatch(
      /^Too many failed logins\. Please try again in 1 minute \(at \d{2}:\d{2} Manila time\)\.$/,
    );
  });

  it('locks for longer each time: 1 minute, then 2', async () => {
    await create('grow@console.sandbox');
    const ip = newIp();
    for (let i = 0; i < 5; i++) await login(app, 'grow@console.sandbox', 'wrong', ip);
    // The first lock ends (moved into the past here); five more failures lock for twice as long.
    await app.db.execute(
      sql`update login_throttles set locked_until = now() - interval '1 second' where locked_until is not null and key like 'staff-login:%:${sql.raw(ip.replace(/[^0-9.]/g, ''))}'`,
    );
    let last = '';
    for (let i = 0; i < 5; i++)
      last = ((await login(app, 'grow@console.sandbox', 'wrong', ip)).json() as { message: string }).message;
    expect(last).toMatch(/^Too many failed logins\. Please try again in 2 minutes \(at \d{2}:\d{2} Manila time\)\.$/);
  });
});

describe('rate limits shared by every instance', () => {
  it('refuses the 6th code from one device, counted across two instances, with a sentence and Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await sendCode(i % 2 ? twin : app, `0919130010${i}`, newIp(), 'device-13')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const sixth = await sendCode(twin, '09191300109', newIp(), 'device-13');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({
      code: 1004,
      message: expect.stringMatching(/^Too many requests from this device\. Please try again in \d+ minutes?\.$/),
    });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets exactly 5 of 30 concurrent sends from one device through', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        sendCode(i % 2 ? twin : app, `091913002${String(i).padStart(2, '0')}`, newIp(), 'device-burst'),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(25);
  });

  it('counts an address across instances and every SMS endpoint, and ignores X-Forwarded-For unless trusted', async () => {
    const ip = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await (i % 2 ? twin : app).inject({
        method: 'POST',
        url: '/api/auth/send-code',
        payload: { phone: `091913003${String(i).padStart(2, '0')}` },
        remoteAddress: ip,
        // A forged header changes nothing while TRUST_PROXY is off.
        headers: { 'x-forwarded-for': newIp() },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);

    // Behind a trusted proxy, the client's address comes from the header.
    const proxied = await buildSibling(app, { trustProxy: ['127.0.0.1'] });
    const viaProxy = await proxied.inject({
      method: 'POST',
      url: '/api/auth/send-code',
      payload: { phone: '09191300399' },
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': ip },
    });
    expect(viaProxy.statusCode).toBe(429);
    const other = await proxied.inject({
      method: 'POST',
      url: '/api/auth/send-code',
      payload: { phone: '09191300398' },
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': newIp() },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('operator sessions', () => {
  // Production wants real rails; nothing here reaches them.
  const productionRails = {
    mode: 'production' as const,
    payments: {
      provider: 'dragonpay' as const,
      merchantId: 'TEST',
      password: 'test-password',
      baseUrl: 'https://test.dragonpay.ph',
      publicBaseUrl: 'https://pay.example.ph',
    },
  };

  it('audits every use with the reason, and refuses in production unless ALLOW_OPERATOR_SESSIONS', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/sessions',
      headers: admin,
      payload: { phone: '09191300501', reason: 'ticket 4411: borrower cannot see the order' },
    });
    expect(res.statusCode).toBe(200);
    const userId = (res.json() as { data: { userId: string } }).data.userId;
    const [entry] = await app.auditRepository.list({ action: 'borrower.session.open', target: `user:${userId}` });
    expect(entry).toMatchObject({
      actor: 'operator',
      after: { reason: 'ticket 4411: borrower cannot see the order', mode: 'sandbox' },
    });

    const production = await buildSibling(app, { ...productionRails, allowOperatorSessions: false });
    const refused = await production.inject({
      method: 'POST',
      url: '/api/admin/sessions',
      headers: admin,
      payload: { phone: '09191300502', reason: 'ticket 4412' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/turned off in production \(ALLOW_OPERATOR_SESSIONS\)/);

    const allowed = await buildSibling(app, { ...productionRails, allowOperatorSessions: true });
    const noReason = await allowed.inject({
      method: 'POST',
      url: '/api/admin/sessions',
      headers: admin,
      payload: { phone: '09191300502' },
    });
    expect(noReason.json()).toMatchObject({ code: 1001, detail: expect.stringMatching(/^reason: is required/) });
  });
});

describe('borrower sessions', () => {
  const contact = (sessionId: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v3/personal-center/contact-kf-info',
      headers: { authorization: `Bearer ${sessionId}` },
    });

  it('ends every session of the borrower on logout-all, and only theirs', async () => {
    const a1 = await borrowerSession(app, '09191300601');
    const a2 = await borrowerSession(app, '09191300601');
    const b = await borrowerSession(app, '09191300602');
    expect((await contact(a2.sessionId)).statusCode).toBe(200);
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout-all',
      headers: { authorization: `Bearer ${a1.sessionId}` },
    });
    expect(out.json()).toEqual({ code: 0, message: 'success', data: null });
    expect((await contact(a1.sessionId)).statusCode).toBe(401);
    // The other device is told why it was logged out, not only that its session ended (decision 139).
    const other = await contact(a2.sessionId);
    expect(other.statusCode).toBe(401);
    expect(other.json()).toMatchObject({
      reason: 'logged-out-everywhere',
      message: 'You logged out on every device, so this one was logged out too. Please log in again.',
    });
    expect((await contact(b.sessionId)).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout-all' })).statusCode).toBe(401);
  });

  it('says a session ended by its own logout, or never known, has expired', async () => {
    const s = await borrowerSession(app, '09191300604');
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${s.sessionId}` } });
    expect((await contact(s.sessionId)).json()).toMatchObject({ reason: 'session-expired' });
    expect((await contact('no-such-session-id-0000000000000000')).json()).toMatchObject({ reason: 'session-expired' });
  });

  it('ends a session idle longer than SESSION_IDLE_HOURS, and touches last-seen at most once a minute', async () => {
    const s = await borrowerSession(app, '09191300603');
    expect(s).toMatchObject({ idleTimeoutSeconds: app.config.sessionIdleHours * 3600 });
    const lastSeen = async () =>
      (
        (await app.db.execute(
          sql`select last_seen_at from sessions where user_id = ${Number(s.userId)} order by created_at desc limit 1`,
        )) as unknown as { rows: { last_seen_at: string | Date }[] }
      ).rows[0]!.last_seen_at;

    await app.db.execute(
      sql`update sessions set last_seen_at = now() - interval '2 minutes' where user_id = ${Number(s.userId)}`,
    );
    const before = new Date(await lastSeen()).getTime();
    expect((await contact(s.sessionId)).statusCode).toBe(200);
    const touched = new Date(await lastSeen()).getTime();
    expect(touched).toBeGreaterThan(before + 60_000);
    expect((await contact(s.sessionId)).statusCode).toBe(200);
    expect(new Date(await lastSeen()).getTime()).toBe(touched);

    await app.db.execute(
      sql`update sessions set last_seen_at = now() - make_interval(hours => ${app.config.sessionIdleHours + 1}) where user_id = ${Number(s.userId)}`,
    );
    const idle = await contact(s.sessionId);
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toMatchObject({ code: 1003 });
  });
});

describe('the OpenAPI document', () => {
  it('lists logout-all, the bind code and the session idle timeout', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/logout', '/api/auth/logout-all', '/api/bind-card-code']),
    );
    expect(JSON.stringify(doc.paths['/api/auth/login'])).toContain('idleTimeoutSeconds');
  });
});
