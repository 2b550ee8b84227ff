// Close-of-business throughput on PostgreSQL: seeds N disbursed loans that all fall overdue on
// the same day, closes that day, and prints seconds and loans/s beside a bare set-based UPDATE of
// the same rows (the floor). Run: DATABASE_URL=postgres://… npm run bench:cob [-- 100000,1000000]
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.js';
import { FLEX_91 } from '../apps/server/src/domain/loan/demo-products.js';
import { disburse } from '../apps/server/src/domain/loan/loan.js';
import { saveProduct } from '../apps/server/src/repositories/products-repository.js';
import { runCloseOfBusiness } from '../apps/server/src/jobs/close-of-business.js';

const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const counts = (process.argv[2] ?? '100000,1000000').split(',').map(Number);
const DISBURSED = '2026-01-05';
const DUE = '2026-04-06';
const FIRST_OVERDUE = '2026-04-07';
const SECOND_OVERDUE = '2026-04-08';

async function freshDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function benchOnce(n: number) {
  const handle = await openDatabase({ kind: 'postgres', url: await freshDatabase(`lendwell_bench_${n}`), poolSize: 2 });
  await handle.migrate();
  const { db } = handle;
  await db.execute(sql`insert into merchants (merchant_number, name) values ('B1', 'Bench')`);
  await db.execute(
    sql`insert into users (merchant_id, phone) select 1, '+6391' || lpad(g::text, 8, '0') from generate_series(1, 1000) g`,
  );
  const product = await saveProduct(db, 1, {
    code: FLEX_91.code,
    name: FLEX_91.name,
    logoUrl: '/x.svg',
    config: FLEX_91,
  });

  // One loan's disbursement lines from the engine, repeated for every loan by generate_series.
  const template = disburse(FLEX_91, 500_000, DISBURSED, 'new').entries[0]!.lines;
  const t0 = performance.now();
  await db.execute(sql`
    insert into orders (order_no, user_id, product_id, product_version_id, status, client_kind, principal_cents, periods, period_days,
                        penalty_cents, caps_apply, due_soon_days, applied_on, disbursed_on, last_cob_date)
    select 'B' || g, 1 + g % 1000, ${product.id}, ${product.versionId}, 174, 'new', 500000, 1, 91, 4000, true, 3,
           ${DISBURSED}::date, ${DISBURSED}::date, ${DUE}::date
    from generate_series(1, ${n}) g`);
  await db.execute(sql`insert into installments (order_id, seq, due_on, original_due_on, principal_cents, interest_cents, fee_cents)
                       select id, 1, ${DUE}::date, ${DUE}::date, 500000, 60667, 0 from orders`);
  await db.execute(
    sql`insert into journal_entries (order_id, kind, business_date, actor) select id, 'disbursement', ${DISBURSED}::date, 'bench' from orders`,
  );
  // All of a loan's lines in one statement: the journal's balance is checked per statement and at commit
  // (decision 085), so an entry written one line per statement outside a transaction is refused.
  const values = sql.join(
    template.map((l) => sql`(${l.account}, ${l.installmentSeq}::int, ${l.amountCents}::bigint)`),
    sql`, `,
  );
  await db.execute(sql`insert into journal_lines (entry_id, order_id, account, installment_seq, amount_cents)
                       select e.id, e.order_id, v.account, v.seq, v.amount from journal_entries e
                       cross join (values ${values}) v(account, seq, amount)`);
  // The loans have earned their income day by day until their due date, as a running lender's have: the
  // accrual step (which the close of business runs after its charges) then does one day's work per date
  // instead of catching up 90 days on the first.
  await db.execute(
    sql`insert into accrual_runs (business_date, finished_at, orders_seen) values (${DUE}::date, now(), ${n})`,
  );
  await db.execute(sql`analyze`);
  const seedSeconds = (performance.now() - t0) / 1000;

  const t1 = performance.now();
  const runs = await runCloseOfBusiness(db, FIRST_OVERDUE);
  const cobSeconds = (performance.now() - t1) / 1000;
  const touched = runs.reduce((s, r) => s + r.ordersTouched, 0);
  if (touched !== n) throw new Error(`close of business touched ${touched} of ${n} loans`);

  // A steady day: the next date posts only the day's overdue interest.
  const t2 = performance.now();
  await runCloseOfBusiness(db, SECOND_OVERDUE);
  const steadySeconds = (performance.now() - t2) / 1000;

  // The floor: a bare set-based update of the same rows, in one transaction like the job.
  const t3 = performance.now();
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`update orders set days_past_due = days_past_due + 1, last_cob_date = last_cob_date + 1 where status in (170, 174, 180)`,
    );
  });
  const floorSeconds = (performance.now() - t3) / 1000;
  await handle.close();
  return { n, seedSeconds, cobSeconds, steadySeconds, floorSeconds };
}

// Day 1 past due: status change, penalty and interest for every loan (the heaviest day).
// Day 2: interest only (a typical day for an overdue book).
console.log('loans      seed s | day 1 s  loans/s  ratio | day 2 s  loans/s  ratio | floor s  loans/s');
for (const n of counts) {
  const r = await benchOnce(n);
  const rate = (s: number) =>
    Math.round(r.n / s)
      .toString()
      .padStart(8);
  const ratio = (s: number) => `${(s / r.floorSeconds).toFixed(1)}×`.padStart(6);
  console.log(
    `${String(r.n).padEnd(9)} ${r.seedSeconds.toFixed(1).padStart(7)} | ${r.cobSeconds.toFixed(2).padStart(7)} ${rate(r.cobSeconds)} ${ratio(r.cobSeconds)} | ${r.steadySeconds.toFixed(2).padStart(7)} ${rate(r.steadySeconds)} ${ratio(r.steadySeconds)} | ${r.floorSeconds.toFixed(2).padStart(7)} ${rate(r.floorSeconds)}`,
  );
}
