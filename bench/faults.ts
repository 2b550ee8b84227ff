// What production does to a server (decision 100): two instances behind nginx on a PostgreSQL cluster of the
// bench's own (pg_createcluster on its own port), a steady mixed load through the proxy, then in turn SIGKILL
// of one instance, SIGTERM of one, and a restart of PostgreSQL. Prints requests failed, 5xx outside the outage
// windows, writes lost or doubled, processes that exited unasked and seconds to recover: to the last failed
// request before two clean seconds (what clients saw), and until both instances are ready again. Asserts nothing.
// Everything is on 127.0.0.1; the run is bounded (MAX_SECONDS) and drops its PostgreSQL cluster at the end,
// failed or not. An instance killed or stopped is started again, as an orchestrator would.
//   npm run bench:faults
//   WORKERS=6 STEADY_SECONDS=8 npm run bench:faults
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { createRequire } from 'node:module';
import path from 'node:path';
import type PgModule from 'pg';
import { startCluster } from '../scripts/cluster.mjs';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(path.join(root, 'apps/server/package.json'));
const { default: pg } = (await import(require.resolve('pg'))) as { default: typeof PgModule };

const PG_VERSION = process.env.FAULTS_PG_VERSION ?? '15';
const PG_CLUSTER = 'lendwell_faults';
const PG_PORT = Number(process.env.FAULTS_PG_PORT ?? 5497);
const PORT = Number(process.env.FAULTS_PORT ?? 3240);
const WORKERS = Number(process.env.WORKERS ?? 4);
const STEADY_MS = Number(process.env.STEADY_SECONDS ?? 5) * 1000;
const RECOVER_MS = Number(process.env.RECOVER_SECONDS ?? 120) * 1000;
const MAX_MS = Number(process.env.MAX_SECONDS ?? 900) * 1000;
const REQUEST_TIMEOUT_MS = 15_000;
// The writes of this run, told apart from the seed's by module: one event/save row per position.
const MARKER_MODULE = 4242;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => performance.now();

function pgctl(command: string, args: string[], { check = true } = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (check && result.status !== 0)
    throw new Error(`${command} ${args.join(' ')}: ${result.stderr.trim() || `exit ${result.status}`}`);
  return result;
}
function dropPgCluster() {
  pgctl('pg_dropcluster', ['--stop', PG_VERSION, PG_CLUSTER], { check: false });
}

type Sample = { at: number; ms: number; kind: 'read' | 'write'; status: number; position?: number };
/** recoveredAt: the last failure before two clean seconds; bothReadyAt: both instances ready again. */
type Fault = { name: string; at: number; recoveredAt: number | null; bothReadyAt: number | null };
type Exit = { instance: string; code: number | null; signal: string | null; asked: boolean };

const samples: Sample[] = [];
const faults: Fault[] = [];
const exits: Exit[] = [];
const writtenOk = new Set<number>();
let nextPosition = 0;
let loadRunning = true;

const deadline = setTimeout(() => {
  console.error(`bench:faults: over ${MAX_MS / 1000} s, stopping`);
  dropPgCluster();
  process.exit(2);
}, MAX_MS);
deadline.unref();
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    dropPgCluster();
    process.exit(130);
  });

dropPgCluster();
pgctl('pg_createcluster', [
  PG_VERSION,
  PG_CLUSTER,
  '-p',
  String(PG_PORT),
  '--start',
  '--',
  '--auth-local=trust',
  '--auth-host=trust',
]);
const adminUrl = `postgres://postgres@127.0.0.1:${PG_PORT}/postgres`;
let exitCode = 0;
try {
  const started = now();
  const cluster = await startCluster({
    port: PORT,
    database: 'lendwell_faults',
    pgAdminUrl: adminUrl,
    quiet: true,
    log: () => undefined,
    env: { LOG_LEVEL: 'error' },
  });
  console.log(`cluster up in ${((now() - started) / 1000).toFixed(1)} s on PostgreSQL ${PG_VERSION} :${PG_PORT}`);
  // The processes the bench itself killed or stopped, and the ones it listens to.
  const asked = new Set<unknown>();
  const watched = new WeakSet<object>();
  function watch() {
    for (const member of cluster.instances) {
      const child = member.child;
      if (!child || watched.has(child)) continue;
      watched.add(child);
      child.once('exit', (code, signal) =>
        exits.push({ instance: member.name, code, signal, asked: asked.has(child) }),
      );
    }
  }
  watch();

  async function request(kind: 'read' | 'write', i: number) {
    const at = now();
    const position = kind === 'write' ? nextPosition++ : undefined;
    let status = 0;
    try {
      const res =
        kind === 'write'
          ? await fetch(`${cluster.url}/api/service/event/save`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ moduleId: MARKER_MODULE, positionId: position }),
              signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
            })
          : await fetch(`${cluster.url}${i % 2 === 0 ? '/api/health' : '/api/app-config'}`, {
              signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
            });
      const body = (await res.json().catch(() => null)) as { code?: number } | null;
      status = res.status;
      if (kind === 'write' && res.status === 200 && body?.code === 0 && position !== undefined) writtenOk.add(position);
    } catch {
      status = 0; // no answer: refused, reset or timed out
    }
    samples.push({ at, ms: now() - at, kind, status, position });
  }
  // Closed loops: each worker sends its next request when the last is answered; one in three writes.
  const load = Array.from({ length: WORKERS }, async (_, w) => {
    for (let i = w; loadRunning; i++) await request(i % 3 === 0 ? 'write' : 'read', i);
  });

  async function allReady(): Promise<boolean> {
    for (const member of cluster.instances) {
      const ok = await fetch(`${member.url}/api/health/ready`, { signal: AbortSignal.timeout(2000) }).then(
        (r) => r.status === 200,
        () => false,
      );
      if (!ok) return false;
    }
    return true;
  }
  /** Until both instances are ready and the load has seen two seconds without a failure. */
  async function recover(fault: Fault) {
    const until = fault.at + RECOVER_MS;
    while (now() < until) {
      // Instances that exited (asked or not) come back, as an orchestrator would bring them.
      for (const member of cluster.instances)
        if (member.child && (member.child.exitCode !== null || member.child.signalCode !== null)) {
          await member.start().catch(() => undefined);
          watch();
        }
      const lastFailure = samples.findLast((s) => s.status !== 200)?.at ?? 0;
      const ready = await allReady();
      if (ready && fault.bothReadyAt === null) fault.bothReadyAt = now();
      if (ready && now() - Math.max(lastFailure, fault.at) > 2000) {
        fault.recoveredAt = Math.max(lastFailure, fault.at);
        return;
      }
      await sleep(250);
    }
  }
  async function inject(name: string, act: () => Promise<unknown>) {
    await sleep(STEADY_MS);
    const fault: Fault = { name, at: now(), recoveredAt: null, bothReadyAt: null };
    faults.push(fault);
    await act();
    await recover(fault);
    console.log(`  ${name}: done`);
  }

  const [first, second] = cluster.instances;
  if (!first || !second) throw new Error('the cluster has fewer than two instances');
  await inject('SIGKILL instance 1', async () => {
    asked.add(first.child);
    await first.stop('SIGKILL');
  });
  await inject('SIGTERM instance 2', async () => {
    asked.add(second.child);
    await second.stop('SIGTERM');
  });
  // Asynchronously: the load runs in this process and must keep sending while PostgreSQL restarts.
  await inject('PostgreSQL restart', () =>
    promisify(execFile)('pg_ctlcluster', [PG_VERSION, PG_CLUSTER, 'restart', '-m', 'fast']),
  );
  await sleep(STEADY_MS);
  loadRunning = false;
  await Promise.all(load);

  // Writes: what the load generator was told (200, code 0) against the rows, by position.
  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  const { rows } = await db.query<{ position: number; n: number }>(
    'select position_id as position, count(*)::int as n from events where module_id = $1 group by position_id',
    [MARKER_MODULE],
  );
  await db.end();
  const stored = new Map(rows.map((r) => [r.position, r.n]));
  const lost = [...writtenOk].filter((p) => !stored.has(p)).length;
  const doubled = rows.filter((r) => r.n > 1).length;
  const storedUnanswered = rows.filter((r) => !writtenOk.has(r.position)).length;

  const inOutage = (s: Sample) =>
    faults.some((f) => s.at + s.ms >= f.at && s.at <= (f.recoveredAt ?? f.at + RECOVER_MS));
  const failed = samples.filter((s) => s.status !== 200);
  const fiveXxOutside = samples.filter((s) => s.status >= 500 && !inOutage(s));
  const unasked = exits.filter((e) => !e.asked);
  console.log(
    `requests: ${samples.length} (${samples.filter((s) => s.kind === 'write').length} writes), ${WORKERS} workers`,
  );
  for (const f of faults) {
    const during = failed.filter((s) => s.at + s.ms >= f.at && s.at <= (f.recoveredAt ?? f.at + RECOVER_MS));
    const byStatus = Object.entries(
      during.reduce<Record<string, number>>(
        (m, s) => ({ ...m, [s.status || 'no answer']: (m[s.status || 'no answer'] ?? 0) + 1 }),
        {},
      ),
    )
      .map(([k, v]) => `${v}× ${k}`)
      .join(', ');
    const took =
      f.recoveredAt === null
        ? `not recovered in ${RECOVER_MS / 1000} s`
        : `${((f.recoveredAt - f.at) / 1000).toFixed(1)} s to recover`;
    const capacity =
      f.bothReadyAt === null ? 'never both ready' : `both ready after ${((f.bothReadyAt - f.at) / 1000).toFixed(1)} s`;
    console.log(
      `  ${f.name.padEnd(20)} ${took} (${capacity}); failed ${during.length}${byStatus ? ` (${byStatus})` : ''}`,
    );
  }
  console.log(`requests failed: ${failed.length}`);
  const sinceFault = (s: Sample) => {
    const before = faults.filter((f) => f.at <= s.at).at(-1);
    return before ? `${((s.at - before.at) / 1000).toFixed(1)} s after ${before.name}` : 'before the first fault';
  };
  console.log(
    `5xx outside the outage windows: ${fiveXxOutside.length}${fiveXxOutside
      .slice(0, 5)
      .map((s) => ` (${s.status} ${s.kind}, ${sinceFault(s)})`)
      .join('')}`,
  );
  console.log(
    `writes answered 200: ${writtenOk.size}; lost: ${lost}; doubled: ${doubled}; stored but not answered 200: ${storedUnanswered}`,
  );
  console.log(
    `processes that exited unasked: ${unasked.length}${unasked.map((e) => ` (${e.instance}: ${e.signal ?? `code ${e.code}`})`).join('')}`,
  );
  await cluster.stop();
} catch (error) {
  exitCode = 1;
  console.error(error);
} finally {
  loadRunning = false;
  dropPgCluster();
}
process.exit(exitCode);
