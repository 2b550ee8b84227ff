// The credit decision's cost on the apply call (decision 059), on PostgreSQL: N certified
// borrowers apply once each, alternating blocks with the live rule set switched off (the order waits
// for a reviewer, as before) and on (decided in the same transaction), in one run. Prints decisions
// per second, p50/p99 of the apply call and SQL statements per apply both ways, and the p99 the
// decision adds (goal ≤ 20 ms).
// Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run decision -w @lendwell/bench [-- 600]
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { build } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { encryptJson } from '../apps/server/src/lib/field-crypto.js';

const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const N = Number(process.argv[2] ?? 600);

// Counts the SQL statements each apply sends, whatever the machine's load: the round trips the decision
// adds are the figure that does not move with other work on a shared machine (decision 080).
let statements = 0;
const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements += 1;
  return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof clientQuery;
const BLOCK = 50;

const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query('drop database if exists lendwell_bench_decision_credit17 with (force)');
await admin.query('create database lendwell_bench_decision_credit17');
await admin.end();
const url = new URL(baseUrl);
url.pathname = '/lendwell_bench_decision_credit17';

const config = {
  ...loadConfig({ LOG_LEVEL: 'silent' }),
  appSecret: 'bench-secret-0123456789abcdef0123456789',
  adminToken: 'bench-admin-0123456789abcdef0123456789',
  dataDir: '/tmp/bench-unused',
};
const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 } as never);
const app = await build({ config, database, webDist: '/nonexistent' });
await app.ready();
const { db } = app;
const productId = (await app.productsRepository.list((await app.usersRepository.resolveMerchant())!.id)).find(
  (p) => p.code === 'FLEX91',
)!.id;

// Borrowers with every certify step saved (written directly: the host API's checks are not what is measured).
const sessions: string[] = [];
for (let i = 0; i < N; i++) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/admin/sessions',
    headers: { authorization: `Bearer ${config.adminToken}` },
    payload: { phone: `09207${String(i).padStart(6, '0')}`, reason: 'bench' },
  });
  const { sessionId, userId } = (created.json() as { data: { sessionId: string; userId: string } }).data;
  sessions.push(sessionId);
  const idNumber = `9207${String(i).padStart(12, '0')}`;
  await db.execute(sql`insert into kyc_profiles (user_id, basic, basic_saved_at, personal, personal_saved_at, job, job_saved_at,
      ext, ext_saved_at, id_type, id_number_encrypted, id_last4, id_saved_at, id_front_key, selfie_key)
    values (${Number(userId)}, ${JSON.stringify({ birthDate: '1994-02-11' })}::jsonb, now(), '{}'::jsonb, now(),
      ${JSON.stringify({ employmentType: 'private', monthlyIncomePesos: '18000' })}::jsonb, now(), '{}'::jsonb, now(),
      'philsys', ${encryptJson(config.appSecret, { idNumber })}, ${idNumber.slice(-4)}, now(), 'bench/id', 'bench/selfie')`);
}

const live = async (on: boolean) =>
  on
    ? db.execute(sql`update credit_rule_sets set status = 'live' where version = 1`)
    : db.execute(sql`update credit_rule_sets set status = 'retired' where version = 1`);

const timings = { off: [] as number[], on: [] as number[] };
const counted = { off: 0, on: 0 };
const spent = { off: 0, on: 0 };
for (let start = 0; start < N; start += BLOCK) {
  const mode = (start / BLOCK) % 2 === 0 ? 'off' : 'on';
  await live(mode === 'on');
  const t0 = performance.now();
  for (let i = start; i < Math.min(N, start + BLOCK); i++) {
    const before = statements;
    const s = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v3/loan-confirm/loan-detail-push',
      headers: { authorization: `Bearer ${sessions[i]}` },
      payload: { amount: 500000, periods: 1, termUnit: 91, productId },
    });
    if (res.statusCode !== 200) throw new Error(`apply answered ${res.statusCode}: ${res.body}`);
    timings[mode].push(performance.now() - s);
    counted[mode] += statements - before;
  }
  spent[mode] += performance.now() - t0;
}
const decided = Number(
  ((await db.execute(sql`select count(*) as n from credit_decisions`)) as unknown as { rows: { n: string }[] }).rows[0]!
    .n,
);

const pct = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const line = (label: string, list: number[], ms: number) =>
  console.log(
    `${label.padEnd(22)} ${String(list.length).padStart(5)} applies  ${((list.length / ms) * 1000).toFixed(0).padStart(5)}/s  p50 ${pct(list, 50).toFixed(2)} ms  p99 ${pct(list, 99).toFixed(2)} ms`,
  );
console.log(`database               PostgreSQL (${app.dbKind}), sequential inject, blocks of ${BLOCK} alternating`);
line('apply without decision', timings.off, spent.off);
line('apply with decision', timings.on, spent.on);
console.log(
  `SQL statements/apply   without ${(counted.off / timings.off.length).toFixed(1)}, with ${(counted.on / timings.on.length).toFixed(1)} (the decision adds ${(counted.on / timings.on.length - counted.off / timings.off.length).toFixed(1)})`,
);
console.log(`decisions stored       ${decided} (${((timings.on.length / spent.on) * 1000).toFixed(0)} decisions/s)`);
const added = pct(timings.on, 99) - pct(timings.off, 99);
console.log(`p99 added by decision  ${added.toFixed(2)} ms (goal ≤ 20 ms: ${added <= 20 ? 'met' : 'NOT met'})`);
await app.close();
await database.close();
