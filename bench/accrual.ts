// The accrual step of the close of business (issue 19, decision 063) on PostgreSQL: seeds N disbursed
// Flex 91 loans, runs the step for the disbursement day (every loan defers its interest and fee) and
// for the next day (every loan earns its first day), and prints seconds beside a bare set-based
// UPDATE of the same rows (the floor; goal: within 3× of it): the statement summing each loan's
// lines (before decision 079), the one reading the running position, and the batched job.
// Run: DATABASE_URL=postgres://… npm run -s accrual -w @lendwell/bench -- 100000,1000000
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.js';
import { FLEX_91 } from '../apps/server/src/domain/loan/demo-products.js';
import { disburse } from '../apps/server/src/domain/loan/loan.js';
import { saveProduct } from '../apps/server/src/repositories/products-repository.js';
import { accrualStatement, runAccruals } from '../apps/server/src/jobs/accrual.js';

const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const counts = (process.argv[2] ?? '100000,1000000').split(',').map(Number);
const DISBURSED = '2026-01-05';
const NEXT = '2026-01-06';
const DUE = '2026-04-06';

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
  const name = `lendwell_bench_accrual_${n}`;
  const handle = await openDatabase({ kind: 'postgres', url: await freshDatabase(name), poolSize: 2 });
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
  const template = disburse(FLEX_91, 500_000, DISBURSED, 'new').entries[0]!.lines;
  const t0 = performance.now();
  await db.execute(sql`
    insert into orders (order_no, user_id, product_id, product_version_id, status, client_kind, principal_cents, periods, period_days,
                        penalty_cents, caps_apply, due_soon_days, applied_on, disbursed_on, last_cob_date)
    select 'B' || g, 1 + g % 1000, ${product.id}, ${product.versionId}, 170, 'new', 500000, 1, 91, 4000, true, 3,
           ${DISBURSED}::date, ${DISBURSED}::date, ${DISBURSED}::date
    from generate_series(1, ${n}) g`);
  await db.execute(sql`insert into installments (order_id, seq, due_on, original_due_on, principal_cents, interest_cents, fee_cents)
                       select id, 1, ${DUE}::date, ${DUE}::date, 500000, 60667, 0 from orders`);
  await db.execute(
    sql`insert into journal_entries (order_id, kind, business_date, actor) select id, 'disbursement', ${DISBURSED}::date, 'bench' from orders`,
  );
  // All of a loan's lines in one statement: the balance trigger checks each entry at commit.
  const values = sql.join(
    template.map((l) => sql`(${l.account}, ${l.installmentSeq}::int, ${l.amountCents}::bigint)`),
    sql`, `,
  );
  await db.execute(sql`insert into journal_lines (entry_id, order_id, account, installment_seq, amount_cents)
                       select e.id, e.order_id, v.account, v.seq, v.amount from journal_entries e
                       cross join (values ${values}) v(account, seq, amount)`);
  await db.execute(sql`analyze`);
  const seedSeconds = (performance.now() - t0) / 1000;

  // Each step is timed twice on the same rows in one run (decision 079): summing each loan's lines
  // (the step before; the position trigger off, as it did not exist) and reading the running
  // position, each in a transaction rolled back; then the job itself (batched, committed) moves on.
  const timed = async (fn: (tx: Parameters<Parameters<typeof db.transaction>[0]>[0]) => Promise<unknown>) => {
    const t = performance.now();
    await db
      .transaction(async (tx) => {
        await fn(tx);
        throw new RolledBack();
      })
      .catch((e: unknown) => {
        if (!(e instanceof RolledBack)) throw e;
      });
    return (performance.now() - t) / 1000;
  };
  const step = async (date: string) => {
    const lines = await timed(async (tx) => {
      await tx.execute(sql`alter table journal_lines disable trigger journal_lines_accrual_positions`);
      await tx.execute(accrualStatement(date, undefined, { source: 'lines' }));
    });
    const positions = await timed((tx) => tx.execute(accrualStatement(date)));
    const t = performance.now();
    await runAccruals(db, date);
    return { lines, positions, job: (performance.now() - t) / 1000 };
  };
  // Day 0: every loan defers its contract interest and fee (the heaviest day).
  const defer = await step(DISBURSED);
  // Day 1: every loan earns its first day (a steady day).
  const earn = await step(NEXT);
  const posted = (await db.execute(
    sql`select count(*)::int as n from journal_entries where kind = 'accrual'`,
  )) as unknown as { rows: { n: number }[] };
  if (posted.rows[0]!.n !== 2 * n)
    throw new Error(`the accrual step posted ${posted.rows[0]!.n} entries for ${n} loans`);

  // The floor: a bare set-based update of the same rows, in one transaction (rolled back, timed as the others).
  const floorSeconds = await timed((tx) =>
    tx.execute(sql`update orders set last_cob_date = last_cob_date + 1 where status in (170, 174, 180)`),
  );
  await handle.close();
  return { n, seedSeconds, defer, earn, floorSeconds };
}

class RolledBack extends Error {}

console.log('loans     seed s | floor s | step          lines s   ratio | position s  ratio | job s   ratio');
for (const n of counts) {
  const r = await benchOnce(n);
  const ratio = (sec: number) => `${(sec / r.floorSeconds).toFixed(1)}×`.padStart(6);
  const row = (name: string, x: { lines: number; positions: number; job: number }) =>
    `${String(r.n).padEnd(9)} ${r.seedSeconds.toFixed(1).padStart(6)} | ${r.floorSeconds.toFixed(2).padStart(7)} | ${name.padEnd(12)} ${x.lines.toFixed(2).padStart(8)} ${ratio(x.lines)} | ${x.positions.toFixed(2).padStart(10)} ${ratio(x.positions)} | ${x.job.toFixed(2).padStart(6)} ${ratio(x.job)}`;
  console.log(row('defer day 0', r.defer));
  console.log(row('earn day 1', r.earn));
}
