// A database that goes away under load (decision 099): on PostgreSQL, every backend of the app's database
// is terminated five times while borrowers read their loan pages, sessions are written, a burst of
// payments posts and the close of business runs on the job queue. The process must stay up (an 'error'
// event nobody listens to would end it, and vitest reports it), nothing answers 500, a 503 is answered
// only while the database is away, what was answered 200 is kept, no payment lands twice and the job
// completes by itself. PGlite is embedded and cannot go away: the file runs only with a PostgreSQL URL.
import net from 'node:net';
import { Writable } from 'node:stream';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { build as buildApp, type App } from '../app.js';
import { addDays } from '../domain/calendar.js';
import { FLEX_91 } from '../domain/loan/demo-products.js';
import { balanceOf, outstandingByBucket } from '../domain/loan/ledger.js';
import { closeOfBusiness, disburse, repay, type LoanState } from '../domain/loan/loan.js';
import { isDatabaseUnavailable } from '../lib/database-errors.js';
import { openDatabase } from './client.js';
import { borrowerSession, build, testDatabaseUrl, TEST_ADMIN_TOKEN, type TestApp } from '../test/helper.js';

const url = testDatabaseUrl();
const app: TestApp | undefined = url ? await build() : undefined;

const LOANS = 36;
const START = '2027-01-04';
/** Installment due 2027-04-05; fifteen days late when the borrowers pay. */
const PAY_DAY = '2027-04-20';
const TERMINATIONS = 5;

type Rows<T> = { rows: T[] };
type Answer = { what: string; status: number; startedAt: number; endedAt: number; body: string };

async function until<T>(check: () => Promise<T | false | undefined>, what: string, tries = 2_400): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`never happened: ${what}`);
}

describe.skipIf(!url)('the database goes away under load (PostgreSQL)', () => {
  it(`stays up through ${TERMINATIONS} terminations of every backend: 503 only while away, nothing lost or doubled`, async () => {
    const a = app!;
    const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
    const merchantId = (await a.usersRepository.resolveMerchant())!.id;
    const productId = (await a.productsRepository.list(merchantId)).find((p) => p.code === 'FLEX91')!.id;
    await a.clock.setOverride(START);
    const loans: { orderNo: string; orderId: number; amountCents: number; auth: string }[] = [];
    for (let i = 0; i < LOANS; i++) {
      const s = await borrowerSession(a, `0917${String(4_000_000 + i).padStart(7, '0')}`);
      const { order } = await a.loans.apply(Number(s.userId), merchantId, {
        productId,
        amountCents: 500_000,
        periods: 1,
        termUnit: 91,
      });
      await a.loans.approve(order.orderNo, 'test', 'ok');
      await a.loans.disburse(order.orderNo, 'test');
      // Two in three pay more than the whole debt (settled, the rest is credit); the others pay part.
      loans.push({
        orderNo: order.orderNo,
        orderId: order.id,
        amountCents: i % 3 === 2 ? 150_000 : 700_000,
        auth: `Bearer ${s.sessionId}`,
      });
    }
    let expected: LoanState = disburse(FLEX_91, 500_000, START, 'new');
    for (let d = addDays(START, 1); d <= PAY_DAY; d = addDays(d, 1)) expected = closeOfBusiness(expected, d).state;
    const want = (cents: number) => repay(expected, cents, PAY_DAY).state;
    await a.clock.setOverride(PAY_DAY);

    const database = ((await a.db.execute(sql`select current_database() as name`)) as unknown as Rows<{ name: string }>)
      .rows[0]!.name;
    const killer = new pg.Client({ connectionString: url });
    await killer.connect();
    afterAll(() => killer.end());

    // The worker instance: the job queue on the same pool, as ROLE=all runs it. On start it asks for one run
    // of every job; the close of business catches up the 106 days from START to PAY_DAY for every loan.
    const workerLines: string[] = [];
    const worker: App = await buildApp({
      config: a.testConfig,
      database: a.databaseHandle,
      scheduleJobs: true,
      logStream: new Writable({
        write(chunk: Buffer, _enc, done) {
          workerLines.push(chunk.toString());
          done();
        },
      }),
      webDist: '/nonexistent-web-dist',
    });
    await worker.ready();
    afterAll(() => worker.close());
    const cobState = async () =>
      (await worker.jobQueue.history()).find((r) => r.job === 'close-of-business')?.state ?? 'none';
    await until(async () => (await cobState()) === 'active', 'the close of business is running');

    const answers: Answer[] = [];
    type Request = { method: 'GET' | 'POST'; url: string; headers: Record<string, string>; payload?: object };
    const call = async (what: string, options: Request) => {
      const startedAt = performance.now();
      const res = await a.inject(options);
      answers.push({ what, status: res.statusCode, startedAt, endedAt: performance.now(), body: res.body });
      return res;
    };

    let stop = false;
    // Borrowers read their loan page over and over.
    const readers = [0, 1].map(async (r) => {
      for (let i = r; !stop; i += 2) {
        const l = loans[i % LOANS]!;
        await call('read', {
          method: 'GET',
          url: `/api/v3/loan-details/loan-details?orderId=${l.orderId}&productId=${productId}`,
          headers: { authorization: l.auth },
        });
      }
    });
    // Sessions are written; each one answered 200 must still open the borrower's orders afterwards.
    const written: string[] = [];
    const writer = (async () => {
      for (let i = 0; !stop; i++) {
        const res = await call('write', {
          method: 'POST',
          url: '/api/admin/sessions',
          headers: admin,
          payload: { phone: `0918${String(5_000_000 + i).padStart(7, '0')}`, reason: 'outage drill' },
        });
        if (res.statusCode === 200) written.push((res.json() as { data: { sessionId: string } }).data.sessionId);
      }
    })();
    // The payment burst: three payers post every loan's payment; one the database interrupted is posted
    // again with the same reference, as a provider delivers its callback again.
    let posted = 0;
    let interrupted = 0;
    const pay = async (payer: number) => {
      for (let i = payer; i < LOANS; i += 3) {
        const l = loans[i]!;
        for (;;) {
          try {
            await a.loans.pay(
              l.orderNo,
              { amountCents: l.amountCents, purpose: 'repay', reference: `outage-${l.orderNo}` },
              'test',
            );
            posted += 1;
            break;
          } catch (error) {
            if (!isDatabaseUnavailable(error)) throw error;
            interrupted += 1;
            await until(async () => (await a.inject({ url: '/api/health/ready' })).statusCode === 200, 'ready');
          }
        }
      }
    };
    const payers = Promise.all([0, 1, 2].map(pay));

    // Five outages, each once the load has moved on since the last: every backend of the database ends
    // (the PostgreSQL side of a restart or failover), then the instance is ready again.
    const windows: { from: number; to: number }[] = [];
    let readyAgainMs = 0;
    for (let n = 0; n < TERMINATIONS; n++) {
      const seen = answers.length;
      const paid = posted;
      await until(async () => answers.length >= seen + 8 && (posted > paid || posted === LOANS), 'load moves on');
      const from = performance.now();
      const killed = (await killer.query(
        'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [database],
      )) as Rows<{ n: number }>;
      expect(killed.rows[0]!.n).toBeGreaterThan(0);
      await until(async () => (await a.inject({ url: '/api/health/ready' })).statusCode === 200, 'ready again');
      const to = performance.now();
      readyAgainMs = Math.max(readyAgainMs, to - from);
      windows.push({ from, to });
    }
    await payers;
    stop = true;
    await Promise.all([...readers, writer]);

    // The job completes by itself (run again when its database went away), and left nothing to do.
    await until(async () => (await cobState()) === 'completed', 'the close of business completes', 4_800);
    expect(await a.loans.runCob(PAY_DAY)).toEqual([]);

    // Never a 500; a 503 (with the envelope) only for a request that overlapped an outage.
    expect(answers.filter((x) => x.status >= 500 && x.status !== 503)).toEqual([]);
    const unavailable = answers.filter((x) => x.status === 503);
    for (const x of unavailable) {
      expect(
        windows.some((w) => x.startedAt <= w.to && x.endedAt >= w.from),
        `${x.what} 503 outside an outage`,
      ).toBe(true);
      expect(JSON.parse(x.body)).toMatchObject({ code: 1503, data: null, reason: 'service-unavailable' });
    }
    expect(answers.filter((x) => x.status !== 200 && x.status !== 503)).toEqual([]);
    expect(a.logs.filter((line) => line.includes('"unhandled error"'))).toEqual([]);
    expect(workerLines.filter((line) => line.includes('"unhandled error"'))).toEqual([]);

    // What was answered 200 was kept: every written session still opens its borrower's orders.
    for (const sessionId of written) {
      const res = await a.inject({ url: '/api/host/orders', headers: { authorization: `Bearer ${sessionId}` } });
      expect(res.statusCode).toBe(200);
    }
    // Every payment landed exactly once, and every loan is where the engine puts it.
    for (const l of loans) {
      const shown = await a.loans.show(l.orderNo);
      const engine = want(l.amountCents);
      expect({ orderNo: l.orderNo, status: shown.order.status, byBucket: shown.balanceByBucket }).toEqual({
        orderNo: l.orderNo,
        status: engine.status,
        byBucket: outstandingByBucket(engine.entries),
      });
      expect(shown.postings.filter((p) => p.kind === 'repayment' && p.account === 'cash').length).toBe(1);
      const credit = -shown.postings
        .filter((p) => p.account === 'borrower_credit')
        .reduce((sum, p) => sum + p.amountCents, 0);
      expect(credit).toBe(-balanceOf(engine.entries, 'borrower_credit'));
    }
    const unbalanced = (await a.db.execute(
      sql`select entry_id from journal_lines group by entry_id having sum(amount_cents) <> 0`,
    )) as unknown as Rows<unknown>;
    expect(unbalanced.rows).toEqual([]);
    // Figures for the decision record: how much the outages touched, and how soon the instance was ready.
    console.info(
      `outage drill: ${answers.length} answers, ${unavailable.length} of them 503; ${interrupted} payments posted again; ` +
        `${written.length} sessions written; ready again within ${Math.round(readyAgainMs)} ms`,
    );
    expect(readyAgainMs).toBeLessThan(5_000);
  }, 120_000);

  it('while the database refuses connections: readiness and requests answer 503, and it serves within 5 s of its return', async () => {
    const a = app!;
    const database = ((await a.db.execute(sql`select current_database() as name`)) as unknown as Rows<{ name: string }>)
      .rows[0]!.name;
    const target = new URL(url!);
    // A TCP hop between the instance and PostgreSQL: stopping it ends every connection and refuses new
    // ones, as a restart or a failover does; starting it again is the database's return.
    const sockets = new Set<net.Socket>();
    const hop = net.createServer((downstream) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      for (const s of [downstream, upstream]) {
        sockets.add(s);
        s.on('error', () => undefined);
        s.on('close', () => sockets.delete(s));
      }
      downstream.on('close', () => upstream.destroy());
      upstream.on('close', () => downstream.destroy());
      downstream.pipe(upstream).pipe(downstream);
    });
    await new Promise<void>((resolve) => hop.listen(0, '127.0.0.1', resolve));
    const port = (hop.address() as net.AddressInfo).port;
    const through = new URL(url!);
    through.hostname = '127.0.0.1';
    through.port = String(port);
    through.pathname = `/${database}`;
    const handle = await openDatabase({ kind: 'postgres', url: through.toString(), poolSize: 4 });
    const instance: App = await buildApp({
      config: a.testConfig,
      database: handle,
      logStream: new Writable({ write: (_chunk, _enc, done) => done() }),
      webDist: '/nonexistent-web-dist',
    });
    await instance.ready();
    const openSession = () =>
      instance.inject({
        method: 'POST',
        url: '/api/admin/sessions',
        headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
        payload: { phone: '09185999999', reason: 'outage drill' },
      });
    try {
      expect((await instance.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
      expect((await openSession()).statusCode).toBe(200);

      // The database goes away: live connections end, new ones are refused.
      await new Promise<void>((resolve) => {
        hop.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
      const ready = await instance.inject({ url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ data: { status: 'unavailable' } });
      for (let i = 0; i < 3; i++) {
        const res = await openSession();
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({ code: 1503, data: null, reason: 'service-unavailable' });
      }

      // It returns on the same address; the instance is ready and serving again within 5 s.
      await new Promise<void>((resolve) => hop.listen(port, '127.0.0.1', resolve));
      const back = performance.now();
      await until(async () => (await instance.inject({ url: '/api/health/ready' })).statusCode === 200, 'ready again');
      expect((await openSession()).statusCode).toBe(200);
      expect(performance.now() - back).toBeLessThan(5_000);
    } finally {
      await instance.close();
      await handle.close();
      hop.close();
      for (const s of sockets) s.destroy();
    }
  }, 60_000);
});
