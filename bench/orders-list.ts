// The console's order book at 100,000 orders on PostgreSQL (decision 108): the first page newest first and
// a filtered page (overdue, 8–30 days past due), read through the repository the endpoint uses, printed
// beside a bare SQL query returning the same rows over a plain pg connection in the same run (the floor).
// A name search and a phone search are printed too. Its own database (lendwell_bench_orders_list), so it
// disturbs no other. Run: DATABASE_URL=postgres://… npm run bench:orders-list [-- 100000]
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.js';
import { FLEX_91 } from '../apps/server/src/domain/loan/demo-products.js';
import { saveProduct } from '../apps/server/src/repositories/products-repository.js';
import {
  createOrderBookRepository,
  type OrderListFilter,
} from '../apps/server/src/repositories/order-book-repository.js';
import { readOrderSearch } from '../apps/server/src/domain/order-search.js';

const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const n = Number(process.argv[2] ?? 100_000);
const ROUNDS = 300;
const WARM_UP = 30;
const PAGE = 50;
const GOAL_P99_MS = 100;

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

const FIRST = [
  'Maria',
  'Jose',
  'Juan',
  'Ana',
  'Mark',
  'Kristine',
  'Angelo',
  'Rosario',
  'Niño',
  'Jocelyn',
  'Paolo',
  'Liza',
];
const LAST = [
  'Dela Cruz',
  'Santos',
  'Reyes',
  'Peña',
  'Bautista',
  'Ocampo',
  'Garcia',
  'Mendoza',
  'Villanueva',
  'Castillo',
  'Ramos',
  'Aquino',
  'Navarro',
  'Fernández',
  'Salazar',
  'Soriano',
  'Tolentino',
  'Manalo',
  'Ibañez',
  'Domingo',
];
const textArray = (words: string[]) => sql.raw(`array[${words.map((w) => `'${w}'`).join(',')}]`);

async function seed(url: string) {
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  await handle.migrate();
  const { db } = handle;
  const t0 = performance.now();
  await db.execute(sql`insert into merchants (merchant_number, name) values ('B1', 'Bench')`);
  const flex = await saveProduct(db, 1, { code: FLEX_91.code, name: FLEX_91.name, logoUrl: '/x.svg', config: FLEX_91 });
  const other = await saveProduct(db, 1, {
    code: 'FLEX91B',
    name: 'Flex 91 Plus',
    logoUrl: '/x.svg',
    config: { ...FLEX_91, code: 'FLEX91B' },
  });
  // One borrower per order, with a certify name (12 × 20 × a middle initial) and an ID's last four.
  await db.execute(sql`insert into users (merchant_id, phone)
    select 1, '+639' || lpad(g::text, 9, '0') from generate_series(1, ${n}::int) g`);
  await db.execute(sql`insert into kyc_profiles (user_id, basic, id_type, id_last4)
    select g, jsonb_build_object('fullName',
             (${textArray(FIRST)})[1 + g % 12] || ' ' || chr(65 + (g / 240) % 26) || '. ' || (${textArray(LAST)})[1 + (g / 12) % 20]),
           'philsys', lpad((g % 10000)::text, 4, '0')
    from generate_series(1, ${n}::int) g`);
  // A year of applications; four in ten settled, three repaying or due, two overdue (1–120 days), one in review.
  await db.execute(sql`
    insert into orders (order_no, user_id, product_id, product_version_id, status, client_kind, principal_cents, periods,
                        period_days, penalty_cents, caps_apply, due_soon_days, applied_on, disbursed_on, days_past_due)
    select 'LW' || to_char(date '2025-11-28' + g * 365 / ${n}::int, 'YYYYMMDD') || lpad(g::text, 6, '0'), g,
           case when g % 7 = 0 then ${other.id}::int else ${flex.id}::int end,
           case when g % 7 = 0 then ${other.versionId}::int else ${flex.versionId}::int end,
           (array[200, 200, 200, 200, 170, 170, 174, 180, 180, 21])[1 + g % 10], 'new', 100000 + (g % 50) * 10000, 1, 91,
           4000, true, 3, date '2025-11-28' + g * 365 / ${n}::int,
           case when g % 10 = 9 then null else date '2025-11-28' + g * 365 / ${n}::int end,
           case when g % 10 in (7, 8) then 1 + g % 120 else 0 end
    from generate_series(1, ${n}::int) g`);
  await db.execute(sql`analyze`);
  const seedSeconds = (performance.now() - t0) / 1000;
  const trigram = (await db.execute(
    sql`select count(*)::int as n from pg_indexes where indexname = 'kyc_profiles_name_key_trgm_idx'`,
  )) as unknown as { rows: { n: number }[] };
  return { handle, seedSeconds, trigram: trigram.rows[0]!.n === 1 };
}

/** Milliseconds per call: p50, p95, p99 over ROUNDS calls after a warm-up. */
async function measure(call: () => Promise<unknown>) {
  for (let i = 0; i < WARM_UP; i += 1) await call();
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const t = performance.now();
    await call();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

// The same rows as the repository's page, as one hand-written statement (the floor a list can reach).
const BARE = `select o.id, o.order_no, o.status, k.basic->>'fullName' as full_name, u.phone, p.name, o.principal_cents,
                     o.applied_on, o.disbursed_on, o.days_past_due, o.card_need_pop
                from orders o join users u on u.id = o.user_id join products p on p.id = o.product_id
                left join kyc_profiles k on k.user_id = o.user_id`;

const url = await freshDatabase('lendwell_bench_orders_list');
const { handle, seedSeconds, trigram } = await seed(url);
const book = createOrderBookRepository(handle.db);
const bare = new pg.Client({ connectionString: url });
await bare.connect();

const page = (filter: Partial<OrderListFilter>) => () => book.list({ search: null, limit: PAGE, ...filter }, null);
const second = (
  await book.list({ search: null, limit: PAGE, status: 180, daysPastDue: { fromDays: 8, toDays: 30 } }, null)
).nextBefore!;
const cases: { name: string; ours: () => Promise<unknown>; floor: () => Promise<unknown>; gated: boolean }[] = [
  {
    name: 'first page, newest first',
    ours: page({}),
    floor: () => bare.query(`${BARE} order by o.id desc limit ${PAGE + 1}`),
    gated: true,
  },
  {
    name: 'overdue, 8-30 days past due',
    ours: page({ status: 180, daysPastDue: { fromDays: 8, toDays: 30 } }),
    floor: () =>
      bare.query(
        `${BARE} where o.status = 180 and o.status in (170, 174, 180) and o.days_past_due between 8 and 30 order by o.id desc limit ${PAGE + 1}`,
      ),
    gated: true,
  },
  {
    name: '  its second page (keyset)',
    ours: page({ status: 180, daysPastDue: { fromDays: 8, toDays: 30 }, before: second }),
    floor: () =>
      bare.query(
        `${BARE} where o.status = 180 and o.status in (170, 174, 180) and o.days_past_due between 8 and 30 and o.id < $1 order by o.id desc limit ${PAGE + 1}`,
        [second],
      ),
    gated: true,
  },
  {
    name: 'name "dela cruz" (search)',
    ours: page({ search: readOrderSearch('dela cruz') }),
    floor: () =>
      bare.query(
        `${BARE} where k.name_key like '%dela%' and k.name_key like '%cruz%' order by o.id desc limit ${PAGE + 1}`,
      ),
    gated: false,
  },
  {
    name: 'name "ibanez" (rare part)',
    ours: page({ search: readOrderSearch('ibanez') }),
    floor: () => bare.query(`${BARE} where k.name_key like '%ibanez%' order by o.id desc limit ${PAGE + 1}`),
    gated: false,
  },
  {
    name: 'phone (search)',
    ours: page({ search: readOrderSearch('0900 001 2345') }),
    floor: () => bare.query(`${BARE} where u.phone = '+639000012345' order by o.id desc limit ${PAGE + 1}`),
    gated: false,
  },
];

console.log(
  `${n} orders on PostgreSQL, seeded in ${seedSeconds.toFixed(1)} s; trigram index on names: ${trigram ? 'yes' : 'no (scan)'}`,
);
console.log(`pages of ${PAGE}, ${ROUNDS} calls each after ${WARM_UP} to warm up; goal p99 ≤ ${GOAL_P99_MS} ms`);
console.log('query                          | ours p50   p95   p99 ms | bare SQL p50   p95   p99 ms | goal');
let failed = false;
for (const c of cases) {
  const ours = await measure(c.ours);
  const floor = await measure(c.floor);
  const ms = (v: number) => v.toFixed(1).padStart(5);
  const met = ours.p99 <= GOAL_P99_MS;
  if (c.gated && !met) failed = true;
  console.log(
    `${c.name.padEnd(30)} | ${ms(ours.p50)} ${ms(ours.p95)} ${ms(ours.p99)}    | ${ms(floor.p50)} ${ms(floor.p95)} ${ms(floor.p99)}        | ${c.gated ? (met ? 'met' : 'MISSED') : 'info'}`,
  );
}
await bare.end();
await handle.close();
if (failed) process.exitCode = 1;
