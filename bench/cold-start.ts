// Cold start of one server (decision 100): process spawned to /api/health/ready answering 200, on a fresh
// PGlite data folder and on a fresh PostgreSQL database, a few runs each. Prints figures; asserts nothing.
//   npm run bench:cold-start                  3 runs each, the server as `npm start` and the cluster run it
//   RUNS=5 DB=pglite npm run bench:cold-start
//   START=tsx npm run bench:cold-start        the TypeScript sources through tsx (how it started before 100)
// START=dist (the default) needs `npm run build -w @lendwell/server` first.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type PgModule from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(path.join(root, 'apps/server/package.json'));
const { default: pg } = (await import(require.resolve('pg'))) as { default: typeof PgModule };
const RUNS = Number(process.env.RUNS ?? 3);
const START = process.env.START ?? 'dist';
const DBS = (process.env.DB ?? 'pglite,postgres').split(',');
const PORT = Number(process.env.BENCH_PORT ?? 3275);
const PG_ADMIN = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const args =
  START === 'tsx'
    ? ['--import', 'tsx', 'apps/server/src/server.ts']
    : ['--conditions=compiled', 'apps/server/dist/server.js'];
if (START !== 'tsx' && !existsSync(path.join(root, 'apps/server/dist/server.js'))) {
  console.error('apps/server/dist/server.js is missing: run `npm run build -w @lendwell/server` first');
  process.exit(1);
}

/** Milliseconds to ready, or to the exit of a server that never got there (a failed start). */
async function once(db: string, run: number): Promise<{ ms: number; exited: number | null }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lendwell-cold-'));
  const database = `lendwell_cold_start_${run}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    APP_MODE: 'sandbox',
    DATA_DIR: dataDir,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  if (db === 'postgres') {
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.query(`create database ${database}`);
    env.DATABASE_URL = PG_ADMIN.replace(/\/[^/]*$/, `/${database}`);
  }
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env,
    stdio: ['ignore', process.env.VERBOSE ? 'inherit' : 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) return { ms: performance.now() - started, exited: child.exitCode };
      const ok = await fetch(`http://127.0.0.1:${PORT}/api/health/ready`).then(
        (res) => res.status === 200,
        () => false,
      );
      if (ok) return { ms: performance.now() - started, exited: null };
      if (performance.now() - started > 300_000) throw new Error('not ready after 300 s');
      await sleep(50);
    }
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
    if (db === 'postgres') {
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    }
  }
}

console.log(
  `cold start (spawn → /api/health/ready 200), START=${START}, ${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1)}`,
);
for (const db of DBS) {
  const runs: { ms: number; exited: number | null }[] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await once(db, run));
  const ready = runs.filter((r) => r.exited === null).map((r) => r.ms);
  const sorted = [...ready].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const words = runs.map((r) =>
    r.exited === null ? `${(r.ms / 1000).toFixed(1)} s` : `exited ${r.exited} after ${(r.ms / 1000).toFixed(1)} s`,
  );
  console.log(
    `  ${db.padEnd(8)} ${words.join(', ')}  (median of ${ready.length} ready: ${median === undefined ? '-' : `${(median / 1000).toFixed(1)} s`}, load ${os.loadavg()[0]?.toFixed(1)})`,
  );
}
