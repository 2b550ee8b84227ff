// The accrual step of the close of business (decision 063) on PostgreSQL: seeds N disbursed
// Flex 91 loans, runs the step for the disbursement day (every loan defers its interest and fee) and
// for the next day (every loan earns its first day), and prints seconds beside a bare set-based
// UPDATE of the same rows (the floor; goal: within 3× of it): the statement with the journal as it was
// before migration 0037 (decision 085: a foreign key per line on entry and order and per entry on its
// order, every reference in its unique index, the closed-period trigger run for every entry, the
// positions' pages full, 4 MB to sort in, an order already posted skipped by "on conflict do
// nothing", and, undoing decision 092, the positions' upsert unordered, the accrual index led by the
// order, each entry's lines joined back to it, and, undoing decision 095, every line in the order
// index) and as it is now (decisions 089, 092 and 095),
// each in a transaction whose deferred checks run before it is rolled back, in the order before, now,
// now, before (BENCH_REPEAT=1: before, now) so load from other work on the machine falls on both
// alike; then the batched job (committed). Putting the old journal back (an index built, a key
// added) happens inside each "before" transaction but outside its timing. ACCRUAL_EXPLAIN=1 also
// prints the plan of day 1's statement with each trigger's time; BENCH_BEFORE=0 skips "before".
// Run: DATABASE_URL=postgres://… npm run -s accrual -w @lendwell/bench -- 100000,1000000
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.js';
import { FLEX_91 } from '../apps/server/src/domain/loan/demo-products.js';
import { disburse } from '../apps/server/src/domain/loan/loan.js';
import { saveProduct } from '../apps/server/src/repositories/products-repository.js';
import { accrualSettings, accrualStatement, runAccruals } from '../apps/server/src/jobs/accrual.js';

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

  // Each variant runs in a transaction rolled back; its deferred constraint triggers are fired first
  // (set constraints all immediate), so the commit-time balance check is timed as a commit would run it.
  // What `setup` does in the transaction first is not timed.
  type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];
  const timed = async (fn: (tx: Tx) => Promise<unknown>, setup?: (tx: Tx) => Promise<unknown>) => {
    let seconds = 0;
    await db
      .transaction(async (tx) => {
        if (setup) await setup(tx);
        const t = performance.now();
        await fn(tx);
        await tx.execute(sql`set constraints all immediate`);
        seconds = (performance.now() - t) / 1000;
        throw new RolledBack();
      })
      .catch((e: unknown) => {
        if (!(e instanceof RolledBack)) throw e;
      });
    return seconds;
  };
  // The journal as it was before migration 0037 (decision 085), put back inside the rolled-back
  // transaction: 0035's statement-level balance check without the entry look-up, the foreign key per
  // line on (entry, order) with its unique index, every reference in journal_entries_reference_uq, the
  // closed-period trigger without its WHEN, the foreign key per entry to its order, the positions'
  // pages full (rewritten at fillfactor 100), and the accrual settings of then (JIT off, nothing else);
  // the statement then skips posted orders by "on conflict do nothing" (skipPosted: 'conflict').
  const asBefore = async (tx: Tx) => {
    await tx.execute(
      sql.raw(`create function bench_lines_check_balance() returns trigger language plpgsql as $$
        declare unbalanced bigint[];
        begin
          select array_agg(s.entry_id) into unbalanced
          from (select n.entry_id from new_lines n group by n.entry_id having sum(n.amount_cents) <> 0) s;
          if unbalanced is not null then insert into journal_balance_checks (entry_ids) values (unbalanced); end if;
          return null;
        end; $$`),
    );
    await tx.execute(sql`create or replace trigger journal_lines_balanced after insert on journal_lines
                         referencing new table as new_lines for each statement execute function bench_lines_check_balance()`);
    await tx.execute(sql`create unique index journal_entries_id_order_uq on journal_entries (id, order_id)`);
    await tx.execute(sql`alter table journal_lines add constraint journal_lines_entry_order_fk
                         foreign key (entry_id, order_id) references journal_entries (id, order_id) not valid`);
    await tx.execute(sql`drop index journal_entries_reference_uq`);
    await tx.execute(sql`create unique index journal_entries_reference_uq on journal_entries (reference)`);
    await tx.execute(sql`create or replace trigger journal_entries_open_period before insert on journal_entries
                         for each row execute function journal_entry_open_period()`);
    await tx.execute(sql`drop trigger journal_entries_order_exists on journal_entries`);
    await tx.execute(sql`alter table journal_entries add constraint journal_entries_order_id_orders_id_fk
                         foreign key (order_id) references orders (id) not valid`);
    // 0040's changes undone too: the positions' upsert in the order its aggregate gives, the accrual
    // index led by the order.
    await tx.execute(sql.raw(positionsTrackOf0029));
    await tx.execute(sql`drop index journal_entries_accrual_uq`);
    await tx.execute(sql`create unique index journal_entries_accrual_uq on journal_entries (order_id, business_date)
                         where kind = 'accrual'`);
    // 0041's undone too: the order index on every line, income-recognition lines included (decision 095).
    await tx.execute(sql`drop index journal_lines_order_idx`);
    await tx.execute(sql`create index journal_lines_order_idx on journal_lines (order_id, account)`);
    await tx.execute(sql`alter table accrual_positions set (fillfactor = 100)`);
    await tx.execute(sql`cluster accrual_positions using accrual_positions_pkey`);
    await tx.execute(sql`set local jit = off`);
  };
  const repeat = Number(process.env.BENCH_REPEAT ?? 2);
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const step = async (date: string) => {
    const before: number[] = [];
    const now: number[] = [];
    const runBefore = async () =>
      before.push(
        await timed((tx) => tx.execute(accrualStatement(date, undefined, { skipPosted: 'conflict' })), asBefore),
      );
    const runNow = async () =>
      now.push(
        await timed(async (tx) => {
          await tx.execute(accrualSettings);
          await tx.execute(accrualStatement(date));
        }),
      );
    const withBefore = process.env.BENCH_BEFORE !== '0';
    for (let i = 0; i < repeat; i++) {
      // Before, now, now, before, ...: each gets the same share of the machine's drift.
      if (!withBefore) await runNow();
      else if (i % 2 === 0) {
        await runBefore();
        await runNow();
      } else {
        await runNow();
        await runBefore();
      }
    }
    if (process.env.ACCRUAL_EXPLAIN === '1' && date === NEXT) {
      await timed(async (tx) => {
        await tx.execute(accrualSettings);
        const plan = (await tx.execute(sql`explain (analyze, buffers) ${accrualStatement(date)}`)) as unknown as {
          rows: Record<string, string>[];
        };
        console.log(plan.rows.map((r) => Object.values(r)[0]).join('\n'));
      });
    }
    // BENCH_LINES=1: also the statement summing each loan's lines instead of its running position (decision 079).
    const lines =
      process.env.BENCH_LINES === '1'
        ? await timed(async (tx) => {
            await tx.execute(sql`alter table journal_lines disable trigger journal_lines_accrual_positions`);
            await tx.execute(accrualStatement(date, undefined, { source: 'lines' }));
          })
        : null;
    const t = performance.now();
    await runAccruals(db, date);
    return { before: before.length ? mean(before) : NaN, now: mean(now), lines, job: (performance.now() - t) / 1000 };
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

// The positions' trigger function as migration 0029 wrote it (before 0040 ordered its upsert).
const migration0029 = readFileSync(
  new URL('../apps/server/src/db/migrations/0029_accrual_positions.sql', import.meta.url),
  'utf8',
);
const positionsTrackOf0029 = migration0029
  .slice(migration0029.indexOf('CREATE FUNCTION "accrual_positions_track"'), migration0029.indexOf('$$;') + 2)
  .replace('CREATE FUNCTION', 'CREATE OR REPLACE FUNCTION');

console.log('loans     seed s | floor s | step          before s  ratio |    now s  ratio |  job s   ratio');
for (const n of counts) {
  const r = await benchOnce(n);
  const ratio = (sec: number) => `${(sec / r.floorSeconds).toFixed(1)}×`.padStart(6);
  const row = (name: string, x: { before: number; now: number; lines: number | null; job: number }) =>
    `${String(r.n).padEnd(9)} ${r.seedSeconds.toFixed(1).padStart(6)} | ${r.floorSeconds.toFixed(2).padStart(7)} | ${name.padEnd(12)} ${x.before.toFixed(2).padStart(8)} ${ratio(x.before)} | ${x.now.toFixed(2).padStart(8)} ${ratio(x.now)} | ${x.job.toFixed(2).padStart(6)} ${ratio(x.job)}` +
    (x.lines === null ? '' : ` | summing lines ${x.lines.toFixed(2)} s ${ratio(x.lines)}`);
  console.log(row('defer day 0', r.defer));
  console.log(row('earn day 1', r.earn));
}
