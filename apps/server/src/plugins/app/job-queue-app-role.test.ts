// The README's production steps on PostgreSQL (decisions 032, 103): the owner migrates, the app runs as a
// role with row rights only and no CREATE on the database. The owner's step also creates pg-boss's schema
// and queues and grants the app role their rows, so the app starts ready with its jobs running instead of
// stopping on "permission denied for database". PostgreSQL only: PGlite has no roles.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { build as buildApp } from '../../app.js';
import { loadConfig } from '../../config/config.js';
import { testDatabaseUrl } from '../../test/helper.js';

const url = testDatabaseUrl();

async function asAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Rejects after `ms` naming what did not happen: a start that hangs fails the test and still cleans up. */
const within = <T>(ms: number, what: string, promise: Promise<T>) =>
  Promise.race([
    promise,
    new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms)),
  ]);

async function until(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 600; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`never happened: ${what}`);
}

describe.skipIf(!url)('production on PostgreSQL with a non-owner app role', () => {
  it('migrates as the owner, prepares the job queue, and starts ready with jobs running as the app role', async () => {
    const tag = randomBytes(4).toString('hex');
    const owner = `lendwell_owner_${tag}`;
    const appRole = `lendwell_app_${tag}`;
    const database = `lendwell_prod_${tag}`;
    const password = randomBytes(12).toString('hex');
    const urlAs = (role: string) => {
      const u = new URL(url!);
      u.username = role;
      u.password = password;
      u.pathname = `/${database}`;
      return u.toString();
    };
    let app: Awaited<ReturnType<typeof buildApp>> | undefined;
    try {
      // As README says: an owner that owns the database, and an app role made once, with no rights of its own.
      await asAdmin(async (c) => {
        await c.query(`create role ${owner} login password '${password}'`);
        await c.query(`create role ${appRole} login password '${password}'`);
        await c.query(`create database ${database} owner ${owner}`);
      });
      const config = loadConfig({
        APP_MODE: 'production',
        LOG_LEVEL: 'info',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lendwell-prod-')),
        DATABASE_URL: urlAs(appRole),
        MIGRATION_DATABASE_URL: urlAs(owner),
        SMS_GATEWAY: 'semaphore',
        SEMAPHORE_API_KEY: 'k',
        APP_SECRET: 'Zq8vN2xL4pT7rW1kY6mB3cH9dF5gJ0sA-e_uiOQ',
        ADMIN_TOKEN: 'u7Hk2Lm9Qp4Rs1Tv6Wx3Yz8Ab5Cd0Ef-GhIjKnO',
        PAYMENT_PROVIDER: 'dragonpay',
        DRAGONPAY_MERCHANT_ID: 'M',
        DRAGONPAY_PASSWORD: 'p',
        PUBLIC_BASE_URL: 'https://pay.lender.ph',
        PAYOUT_PROVIDER: 'dragonpay',
        DRAGONPAY_PAYOUT_MERCHANT_ID: 'LENDWELL',
        DRAGONPAY_PAYOUT_SECRET: 's',
      });
      app = await buildApp({
        config,
        logStream: new Writable({ write: (_chunk, _enc, done) => done() }),
        webDist: '/nonexistent-web-dist',
        scheduleJobs: true,
      });
      await within(90_000, 'the start', Promise.resolve(app.ready()));

      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
      // Every scheduled job's start-up run completes, worked by the app role.
      const jobs = app.jobQueue.names();
      expect(jobs).toContain('close-of-business');
      await until(async () => {
        const done = new Set((await app!.jobQueue.history()).filter((r) => r.state === 'completed').map((r) => r.job));
        return jobs.every((j) => done.has(j));
      }, 'every job completes a run');

      // The app ran as the role that may not create anything in the database, nor owns the queue's tables.
      const rights = (await app.dbHandle.executeSql(
        `select current_user::text as who, has_database_privilege(current_database(), 'CREATE') as may_create,
           (select count(*)::int from pg_tables where schemaname = 'pgboss' and tableowner = current_user) as owned`,
        [],
      )) as { rows: { who: string; may_create: boolean; owned: number }[] };
      expect(rights.rows[0]).toEqual({ who: appRole, may_create: false, owned: 0 });
    } finally {
      await within(20_000, 'the close', app?.close() ?? Promise.resolve()).catch(() => undefined);
      await asAdmin(async (c) => {
        await c.query(`drop database if exists ${database} with (force)`);
        await c.query(`drop role if exists ${appRole}`);
        await c.query(`drop role if exists ${owner}`);
      });
    }
  }, 180_000);
});
