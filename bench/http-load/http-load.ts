// The API near its limit (decision 068): real HTTP with autocannon, 20 connections, on PostgreSQL. For each
// route, the app (one instance, directly) beside a bare Fastify + pg route replaying the same SQL in the
// same run (bare-server.ts), with requests/s, p50, p99 and the ratio; then one instance against two
// behind nginx. Prints figures; asserts nothing (a benchmark, not a test).
//   npm run bench:http-load                 5 s per measurement
//   DURATION=10 CONNECTIONS=20 npm run bench:http-load
//   ONLY_ONE=1 npm run bench:http-load      skip the one-against-two-instances part
//   ROUTES=loan-details npm run bench:http-load   measure only the named routes
//   BARE_NAMED=1 npm run bench:http-load   the bare baseline names its statements too (parsed and planned once)
//   CPU_PROF=/tmp/prof npm run bench:http-load   the instances write V8 CPU profiles there at exit
//   COMPARE_ROOT=/tmp/old-checkout npm run bench:http-load   instance 2 runs that checkout (an older commit,
//     node_modules linked), measured beside this one and the bare baseline in the same rounds: before/after
// Each route is measured in ROUNDS (default 3) rounds, the servers taking turns in each, so a shared machine's
// load moves all of them alike; req/s is the mean, p50 the median and p99 the worst of the rounds, and the
// ratio is printed with its lowest and highest round. CPU_PROF profiles the bare baseline as well.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { startCluster } from '../../scripts/cluster.mjs';

const DURATION = Number(process.env.DURATION ?? 5);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const COMPARE_ROOT = process.env.COMPARE_ROOT;
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3260);
const BARE_PORT = PORT + 9;
const here = import.meta.dirname;
const recordFile = path.join(os.tmpdir(), `lendwell-sql-${PORT}.jsonl`);
const bareFile = path.join(os.tmpdir(), `lendwell-bare-${PORT}.json`);
rmSync(recordFile, { force: true });

type Target = { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const cluster = await startCluster({
  port: PORT,
  instances: 2,
  database: `lendwell_bench_${PORT}`, // one per port: two benches at once do not drop each other's
  quiet: true,
  log: () => {},
  instanceRoots: COMPARE_ROOT ? [path.resolve(here, '../..'), COMPARE_ROOT] : [],
  env: {
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    RECORD_SQL: recordFile,
    NODE_OPTIONS: [
      `--import ${pathToFileURL(path.join(here, 'record-sql.mjs')).href}`,
      process.env.CPU_PROF ? `--import ${pathToFileURL(path.join(here, 'cpu-profile.mjs')).href}` : '',
    ].join(' '),
  },
});
let bare: ReturnType<typeof spawn> | null = null;
try {
  const [one] = cluster.instances;
  const adminHeaders = { authorization: `Bearer ${cluster.adminToken}`, 'content-type': 'application/json' };
  const adminCall = async (method: string, url: string, body?: object) => {
    const res = await fetch(`${one!.url}/api/admin${url}`, {
      method,
      headers: body ? adminHeaders : { authorization: adminHeaders.authorization },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await res.json()) as { code: number; message: string; data: Record<string, unknown> };
    if (json.code !== 0) throw new Error(`${url}: ${json.message}`);
    return json.data;
  };
  // A borrower with a disbursed loan, as the screens see one.
  // No sandbox clock override: the business date comes from the wall clock, as in production (decision 096: an
  // override skipped the time-zone formatting every production request that needs the date pays).
  const me = (await adminCall('POST', '/sessions', { phone: '09210000099', reason: 'benchmark' })) as {
    sessionId: string;
  };
  const auth = { authorization: `Bearer ${me.sessionId}` };
  const pg = (await import('pg')).default;
  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  const productId = (await db.query("select id from products where code = 'FLEX91' limit 1")).rows[0].id as number;
  await db.end();
  const push = await fetch(`${one!.url}/api/v3/loan-confirm/loan-detail-push`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ amount: 500000, periods: 1, termUnit: 91, productId }),
  });
  const { orderId, orderNo } = ((await push.json()) as { data: { orderId: number; orderNo: string } }).data;
  await adminCall('POST', `/orders/${orderNo}/approve`, {});
  await adminCall('POST', `/orders/${orderNo}/disburse`);

  const form = { ...auth, 'content-type': 'application/x-www-form-urlencoded' };
  const json = { ...auth, 'content-type': 'application/json' };
  const routes: Record<string, Target> = {
    health: { method: 'GET', path: '/api/health' },
    'contact-kf-info': {
      method: 'POST',
      path: '/api/v3/personal-center/contact-kf-info?deviceId=bench',
      headers: form,
      body: 'overall=30',
    },
    'loan-details': { method: 'GET', path: `/api/v3/loan-details/loan-details?orderId=${orderId}`, headers: auth },
    'problem-list': { method: 'POST', path: '/api/user-problem/problem-list', headers: json, body: '{}' },
    'event/save': { method: 'POST', path: '/api/service/event/save', headers: json, body: '{"moduleId":30}' },
  };

  // Record the SQL of one request per route (after a warm-up), for the bare baseline to replay.
  const recorded: Record<string, unknown[]> = {};
  for (const [name, t] of Object.entries(routes)) {
    const send = () => fetch(`${one!.url}${t.path}`, { method: t.method, headers: t.headers, body: t.body });
    const warm = await send();
    if (!warm.ok) throw new Error(`${name}: ${warm.status} ${await warm.text()}`);
    await sleep(200);
    writeFileSync(recordFile, '');
    await send();
    await sleep(200);
    recorded[name] = readFileSync(recordFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as unknown);
  }
  writeFileSync(bareFile, JSON.stringify(recorded));
  // Recording done: the instances stop writing each statement to the file (record-sql.mjs).
  for (const member of cluster.instances) member.child?.kill('SIGUSR2');
  bare = spawn('node', ['--import', 'tsx', path.join(here, 'bare-server.ts')], {
    env: {
      ...process.env,
      PORT: String(BARE_PORT),
      BARE_SQL: bareFile,
      DATABASE_URL: cluster.databaseUrl,
      // CPU_PROF profiles the baseline too (bare-*.cpuprofile), so the two can be compared function by function.
      ...(process.env.CPU_PROF
        ? { NODE_OPTIONS: `--import ${pathToFileURL(path.join(here, 'cpu-profile.mjs')).href}`, CPU_PROF_NAME: 'bare' }
        : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`http://127.0.0.1:${BARE_PORT}/bare/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await sleep(200);
  }

  type Figures = { rps: number; p50: number; p99: number; errors: number; cpuUs: number };
  // The server process's CPU time (user + system, from /proc) per request served: on a machine whose cores
  // the load generator, PostgreSQL and the server share, this is what decides the requests/s of each.
  const cpuMs = (pid: number | undefined) => {
    if (!pid) return 0;
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (100 Hz)
  };
  async function measure(base: string, t: Target, pid?: number): Promise<Figures> {
    const cpuBefore = cpuMs(pid);
    const result = await autocannon({
      url: `${base}${t.path}`,
      method: t.method,
      headers: t.headers,
      body: t.body,
      connections: CONNECTIONS,
      duration: DURATION,
    });
    return {
      cpuUs: ((cpuMs(pid) - cpuBefore) * 1000) / Math.max(1, result.requests.total),
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx + result.timeouts,
    };
  }
  const fmt = (f: Figures) =>
    `${f.rps.toFixed(0).padStart(6)} req/s  p50 ${String(f.p50).padStart(3)} ms  p99 ${String(f.p99).padStart(4)} ms${f.cpuUs ? `  cpu ${f.cpuUs.toFixed(0).padStart(4)} µs` : ''}${f.errors ? `  (${f.errors} errors)` : ''}`;

  console.log(
    `bench/http-load: autocannon, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION} s each, PostgreSQL, ${os.cpus().length} cores, LOG_LEVEL=${process.env.LOG_LEVEL ?? 'info'}, bare statements ${process.env.BARE_NAMED === '1' ? 'named' : 'unnamed'}`,
  );
  console.log(
    `statements per request: ${Object.entries(recorded)
      .map(([n, s]) => `${n} ${s.length}`)
      .join(', ')}\n`,
  );
  const combine = (rounds: Figures[]): Figures => {
    const sorted = rounds.map((r) => r.p50).sort((a, b) => a - b);
    return {
      rps: rounds.reduce((n, r) => n + r.rps, 0) / rounds.length,
      p50: sorted[Math.floor(sorted.length / 2)]!,
      p99: Math.max(...rounds.map((r) => r.p99)),
      errors: rounds.reduce((n, r) => n + r.errors, 0),
      cpuUs: rounds.reduce((n, r) => n + r.cpuUs, 0) / rounds.length,
    };
  };
  const older = COMPARE_ROOT ? cluster.instances[1]! : null;
  console.log(
    `route              app (one instance)                 ${older ? 'app before (COMPARE_ROOT)          ' : ''}bare Fastify + pg (same SQL)       ratio${older ? ' (before)' : ''}`,
  );
  // ROUTES=loan-details,health measures only those (all are still recorded for the bare baseline).
  const only = process.env.ROUTES?.split(',');
  for (const [name, t] of Object.entries(routes)) {
    if (only && !only.includes(name)) continue;
    const bareTarget = { ...t, path: `/bare/${name === 'event/save' ? 'event%2Fsave' : name}` };
    const runs: { app: Figures[]; before: Figures[]; bare: Figures[] } = { app: [], before: [], bare: [] };
    for (let round = 0; round < ROUNDS; round++) {
      // Alternate who goes first, so neither always meets the machine's quieter or busier moment.
      const order = round % 2 === 0 ? (['app', 'before', 'bare'] as const) : (['bare', 'before', 'app'] as const);
      for (const who of order) {
        if (who === 'app') runs.app.push(await measure(one!.url, t, one!.child?.pid));
        if (who === 'before' && older) runs.before.push(await measure(older.url, t, older.child?.pid));
        if (who === 'bare') runs.bare.push(await measure(`http://127.0.0.1:${BARE_PORT}`, bareTarget, bare?.pid));
      }
    }
    const app = combine(runs.app);
    const baseline = combine(runs.bare);
    const before = older ? combine(runs.before) : null;
    const ratio = (f: Figures) => `${(f.rps / baseline.rps).toFixed(2)}×`;
    // The ratio of each round (the app and the baseline measured back to back): on a shared VM the same code
    // measures ±25 % from one run to the next, so the spread says how much one run's ratio can be trusted.
    const perRound = runs.app.map((a, i) => a.rps / runs.bare[i]!.rps);
    const spread = `(rounds ${Math.min(...perRound).toFixed(2)}–${Math.max(...perRound).toFixed(2)})`;
    console.log(
      `${name.padEnd(18)} ${fmt(app)}   ${before ? `${fmt(before)}   ` : ''}${fmt(baseline)}   ${ratio(app)}${before ? ` (${ratio(before)})` : ''} ${spread}`,
    );
  }

  console.log(
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  const pairs = process.env.ONLY_ONE || COMPARE_ROOT ? [] : (['contact-kf-info', 'loan-details'] as const);
  if (pairs.length) console.log('\none instance against two behind nginx (the proxy hop is in both)');
  const second = cluster.instances[1]!;
  for (const name of pairs) {
    const t = routes[name]!;
    await second.stop('SIGTERM');
    const single = await measure(cluster.url, t);
    await second.start();
    await measure(second.url, { ...t }).catch(() => null); // warms the restarted instance
    const two = await measure(cluster.url, t);
    console.log(`${name.padEnd(18)} one ${fmt(single)}   two ${fmt(two)}   ${(two.rps / single.rps).toFixed(2)}×`);
  }
} finally {
  bare?.kill('SIGTERM');
  await cluster.stop();
}
