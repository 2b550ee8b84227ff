// build() for tests: a fresh database per test file (PGlite in memory, or a new PostgreSQL
// database when TEST_DATABASE_URL is set) and a config with fixed secrets.
import { Writable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { build as buildApp, type App } from '../app.js';
import { loadConfig, type AppConfig } from '../config/config.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { testDatabaseUrl } from './database-url.js';

export const TEST_ADMIN_TOKEN = 'test-admin-token-0123456789abcdef0123456789';

export type TestApp = App & { logs: string[]; databaseHandle: DatabaseHandle; testConfig: AppConfig };

export { testDatabaseUrl };

/**
 * A database of its own for a test file: PGlite in memory, or a new PostgreSQL database dropped by `drop`.
 * Both start as a copy of the run's migrated template (test/global-setup.ts, decision 110).
 */
export async function openTestDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const url = testDatabaseUrl();
  if (!url) {
    const templateFile = inject('pgliteTemplateFile');
    const template = templateFile ? new Blob([readFileSync(templateFile)]) : undefined;
    const handle = await openDatabase({ kind: 'pglite', dataDir: undefined, template });
    return { handle, drop: async () => undefined };
  }
  // One database per test file keeps files independent when vitest runs them in parallel.
  const name = `lendwell_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: dbUrl.toString(), poolSize: 4 });
  return {
    handle,
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** The tests' config: fixed secrets, a data folder of its own, payout callbacks without a delay. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({ LOG_LEVEL: 'info' });
  return {
    ...base,
    appSecret: 'test-app-secret-0123456789abcdef0123456789',
    adminToken: TEST_ADMIN_TOKEN,
    dataDir: mkdtempSync(path.join(tmpdir(), 'lendwell-test-')),
    // The sandbox payout's callback arrives before its answer (no timers in tests); servers wait SANDBOX_PAYOUT_CALLBACK_MS.
    // Tests written before decision 129 pay borrowers with no account to the notional wallet; its own tests turn it off.
    payouts: {
      provider: 'sandbox',
      callbackDelayMs: 0,
      walletWithoutAccount: true,
      reconcileAfterMinutes: base.payouts.reconcileAfterMinutes,
    },
    ...overrides,
  };
}

/** Builds the app once per test file; call at module level. */
export async function build(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const config = testConfig(overrides);
  const { handle, drop } = await openTestDatabase();
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const app = (await buildApp({ config, database: handle, logStream, webDist: '/nonexistent-web-dist' })) as TestApp;
  app.logs = logs;
  app.databaseHandle = handle;
  app.testConfig = config;
  await app.ready();
  afterAll(async () => {
    await app.close();
    await handle.close();
    await drop();
  });
  return app;
}

/** Opens a borrower session through the admin API, as the operator CLI does. */
export async function borrowerSession(app: App, phone = '09171234567') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/sessions',
    headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
    payload: { phone, reason: 'integration test' },
  });
  const body = response.json() as { data: { userId: string; sessionId: string } };
  if (response.statusCode !== 200) throw new Error(`session:create failed: ${response.body}`);
  return body.data;
}

/** A second server instance on the same database as `app` (shared limits, two-instance races); closed after the file. */
export async function buildSibling(app: TestApp, overrides: Partial<AppConfig> = {}): Promise<App> {
  const sibling = await buildApp({
    config: { ...app.testConfig, ...overrides },
    database: app.databaseHandle,
    logStream: new Writable({ write: (_chunk, _enc, done) => done() }),
    webDist: '/nonexistent-web-dist',
  });
  await sibling.ready();
  afterAll(async () => {
    await sibling.close();
  });
  return sibling;
}
