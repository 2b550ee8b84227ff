// Reports off the primary (decision 133), against a real streaming replica: the test starts a primary
// cluster of its own (initdb) and a replica of it (pg_basebackup -R), since the shared test server's
// pg_hba.conf need not allow replication. The app writes to the primary and reads its reports on the
// replica; finance is told the replica's lag; with the replica stopped the reports read the primary and
// still answer. Runs in the PostgreSQL step, where the server binaries are installed.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { appendFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build as buildApp, type App } from '../app.js';
import { openDatabase, type DatabaseHandle } from './client.js';
import { testConfig, testDatabaseUrl } from '../test/helper.js';
import { consoleGet, loginAs } from '../test/console-helper.js';

const PRIMARY_PORT = 54_71;
const REPLICA_PORT = 54_72;

/** The server binaries of the installed PostgreSQL (Debian keeps them off the PATH). */
function serverBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const version = readdirSync(root).sort().at(-1);
  const bin = version && path.join(root, version, 'bin');
  return bin && existsSync(path.join(bin, 'pg_basebackup')) ? bin : null;
}

const bin = serverBinaries();
const asRoot = userInfo().uid === 0;

/** PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user. */
function pgTool(tool: string, args: string[]) {
  const command = path.join(bin!, tool);
  if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
  else execFileSync(command, args, { stdio: 'pipe' });
}

async function waitFor(what: string, check: () => Promise<boolean>) {
  // A state, not a time: the deadline only ends a test that would otherwise hang.
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!testDatabaseUrl() || !bin)('reports on a streaming replica', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lendwell-replica-'));
  const primaryDir = path.join(dir, 'primary');
  const replicaDir = path.join(dir, 'replica');
  const url = (port: number, database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  let handle: DatabaseHandle;
  let app: App;
  let replicaUp = false;

  const replicaSql = async (text: string) => {
    const client = new pg.Client({ connectionString: url(REPLICA_PORT, 'lendwell') });
    await client.connect();
    try {
      return (await client.query(text)).rows as Record<string, unknown>[];
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), 0);
    pgTool('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '--no-sync']);
    // initdb's pg_hba.conf lets local replication connections in with --auth=trust.
    const settings = (port: number) =>
      `\nport = ${port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${dir}'\nfsync = off\n` +
      `wal_level = replica\nmax_wal_senders = 4\nhot_standby = on\n`;
    appendFileSync(path.join(primaryDir, 'postgresql.conf'), settings(PRIMARY_PORT));
    pgTool('pg_ctl', ['-D', primaryDir, '-l', path.join(dir, 'primary.log'), '-w', 'start']);
    pgTool('pg_basebackup', ['-h', '127.0.0.1', '-p', String(PRIMARY_PORT), '-U', 'postgres', '-D', replicaDir, '-R']);
    appendFileSync(path.join(replicaDir, 'postgresql.conf'), settings(REPLICA_PORT));
    pgTool('pg_ctl', ['-D', replicaDir, '-l', path.join(dir, 'replica.log'), '-w', 'start']);
    replicaUp = true;

    const admin = new pg.Client({ connectionString: url(PRIMARY_PORT) });
    await admin.connect();
    await admin.query('create database lendwell');
    await admin.end();
    handle = await openDatabase({ kind: 'postgres', url: url(PRIMARY_PORT, 'lendwell'), poolSize: 4 });
    app = await buildApp({
      config: testConfig({
        databaseUrl: url(PRIMARY_PORT, 'lendwell'),
        readDatabaseUrl: url(REPLICA_PORT, 'lendwell'),
      }),
      database: handle,
      logStream: new Writable({ write: (_chunk, _enc, done) => done() }),
      webDist: '/nonexistent-web-dist',
    });
    await app.ready();
    // The replica has replayed the migrations and the seed before the first report is asked of it.
    await waitFor('the replica to catch up', async () => {
      const rows = await replicaSql('select count(*)::int as n from gl_accounts').catch(() => [{ n: 0 }]);
      return Number(rows[0]!.n) > 0;
    });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await handle?.close();
    if (replicaUp) pgTool('pg_ctl', ['-D', replicaDir, '-m', 'immediate', 'stop']);
    pgTool('pg_ctl', ['-D', primaryDir, '-m', 'immediate', 'stop']);
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs reports on the replica, and finance reads it is up to date', async () => {
    const where = await app.reads.run(
      async (db) => ((await db.execute(sql`select pg_is_in_recovery() as r`)) as { rows: unknown[] }).rows,
    );
    expect(where).toEqual([{ r: true }]);
    const finance = await loginAs(app, 'finance');
    const days = await consoleGet(app, finance, '/api/console/books/days');
    const tb = await consoleGet(app, finance, `/api/console/books/trial-balance?date=${days.json().data.today}`);
    expect(tb.statusCode).toBe(200);
    expect(days.json().data.reportsFrom).toBe('Reports read the reporting replica, up to date with the primary.');
  });

  it('tells finance how far behind the replica is while it lags', async () => {
    await replicaSql('select pg_wal_replay_pause()');
    try {
      const finance = await loginAs(app, 'finance'); // a write on the primary the paused replica has not replayed
      await waitFor('the lag to show', async () => {
        const days = await consoleGet(app, finance, '/api/console/books/days');
        return /seconds? behind the primary/.test(days.json().data.reportsFrom as string);
      });
    } finally {
      await replicaSql('select pg_wal_replay_resume()');
    }
  });

  it('reads the primary when the replica is away, and says so', async () => {
    pgTool('pg_ctl', ['-D', replicaDir, '-m', 'immediate', 'stop']);
    replicaUp = false;
    const where = await app.reads.run(
      async (db) => ((await db.execute(sql`select pg_is_in_recovery() as r`)) as { rows: unknown[] }).rows,
    );
    expect(where).toEqual([{ r: false }]);
    const finance = await loginAs(app, 'finance');
    const days = await consoleGet(app, finance, '/api/console/books/days');
    const portfolio = await consoleGet(app, finance, `/api/console/books/portfolio?date=${days.json().data.today}`);
    expect(portfolio.statusCode).toBe(200);
    expect(days.json().data.reportsFrom).toBe(
      'The reporting replica cannot be reached; reports read the primary database.',
    );
  });
});
