// Opens the one database the app uses: PGlite embedded by default, PostgreSQL when a URL is given.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PoolClient } from 'pg';
import * as schema from './schema.js';
import { migrationsFolder } from '../config/paths.js';
import { isDatabaseUnavailable } from '../lib/database-errors.js';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  /** Applies pending migrations; safe to call from several instances at once on PostgreSQL. */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** Runs fn while no other instance runs one (a session advisory lock on PostgreSQL): start-up seeding. */
  exclusive: <T>(fn: () => Promise<T>) => Promise<T>;
  /**
   * Runs fn while this instance holds (classId, key) (decision 103). On PostgreSQL a connection of its own
   * holds the advisory lock (classId, hashtext(key)), so the lock vanishes the instant the instance dies; it
   * never waits (a lock already held, a hash collision, is not taken again). PGlite belongs to one process,
   * which keeps the keys it holds in memory.
   */
  holding: <T>(classId: number, key: string, fn: () => Promise<T>) => Promise<T>;
  /** A SQL condition, true while a live instance holds (classId, the text value of keyExpr) through `holding`. */
  heldCondition: (classId: number, keyExpr: string) => string;
  /** Raw SQL for libraries that bring their own (pg-boss, decision 067); several statements when no values. */
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  /** Connections open, idle and requests waiting for one (metrics); PGlite has one, never idle while busy. */
  poolStats: () => { total: number; idle: number; waiting: number };
  /** PGlite only: the whole database as a file, to start other in-memory databases from (decision 110). */
  dumpDataDir?: () => Promise<Blob>;
};

/** An arbitrary but fixed key so two servers never migrate at the same time. */
const MIGRATION_LOCK_KEY = 7_340_201;
/** How long a request waits for a new connection before it is told the database is away (decision 099). */
const CONNECT_TIMEOUT_MS = 5_000;
/** Another fixed key: two instances starting together seed the sandbox one after the other. */
const SEED_LOCK_KEY = 7_340_202;

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /**
   * dataDir undefined keeps the database in memory (tests); `template` starts that database from a dump of
   * another one (the tests' migrated template, decision 110), so its migrations are already applied.
   */
  | { kind: 'pglite'; dataDir: string | undefined; template?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // A server that is gone without a word (failover, a dropped route) fails a request in 5 s instead of
      // the kernel's two minutes, and a dead idle connection is found by keepalive (decision 099).
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    // An idle client whose connection the server ended (restart, failover, a dropped test database)
    // must not crash the process: the pool discards it, and the next query opens a new connection.
    pool.on('error', () => undefined);
    // The pool listens for errors only on idle clients; one that is checked out (a transaction, the
    // migration or seeding lock, pg-boss's batches) would emit 'error' with no listener when its
    // backend ends, and end the process. This listener stays for the client's life: the query in
    // flight fails on its own, and the pool drops the client on release, as it is no longer queryable.
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
    });
    const db = drizzle(pool, { schema }) as unknown as Database;
    // drizzle's own transaction over a pool checks a client out and sends BEGIN before its try block,
    // so a BEGIN that fails (the backend ended between checkout and BEGIN) never gives the client
    // back: a few such outages would leave the pool with no connection at all. Here the client is
    // taken and given back by us, whatever fails, and drizzle runs the transaction on that one client.
    const onClient = new WeakMap<PoolClient, Database>();
    const transaction: Database['transaction'] = async (fn, config) => {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        let clientDb = onClient.get(client);
        if (!clientDb) {
          clientDb = drizzle(client, { schema }) as unknown as Database;
          onClient.set(client, clientDb);
        }
        return await clientDb.transaction(fn, config);
      } catch (error) {
        if (isDatabaseUnavailable(error)) broken = error instanceof Error ? error : new Error(String(error));
        throw error;
      } finally {
        // An error given to release makes the pool close the client instead of keeping it idle.
        client.release(broken);
      }
    };
    db.transaction = transaction;
    return {
      db,
      kind: 'postgres',
      migrate: async () => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          await migrate(drizzle(client, { schema }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
      exclusive: async (fn) => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [SEED_LOCK_KEY]);
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [SEED_LOCK_KEY]).catch(() => undefined);
          client.release();
        }
      },
      holding: async (classId, key, fn) => {
        // A connection of its own, outside the pool: a running job holds its lock for the whole run, and
        // runs holding pooled connections could take every one, leaving their own work none (decision 103).
        const client = new pg.Client({
          connectionString: options.url,
          connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
          keepAlive: true,
        });
        // A client whose connection dies emits 'error': without a listener that would end the process.
        client.on('error', () => undefined);
        await client.connect();
        try {
          await client.query('select pg_try_advisory_lock($1, hashtext($2))', [classId, key]);
          return await fn();
        } finally {
          // Ending the session releases its lock, whether or not the connection still answers.
          await client.end().catch(() => undefined);
        }
      },
      executeSql: async (text, values) => {
        if (values && values.length > 0) return pool.query(text, values);
        // Several statements may open a transaction; one that fails must not leave its connection aborted.
        const client = await pool.connect();
        let broken: Error | undefined;
        try {
          return await client.query(text);
        } catch (error) {
          if (isDatabaseUnavailable(error)) broken = error instanceof Error ? error : new Error(String(error));
          else await client.query('rollback').catch(() => undefined);
          throw error;
        } finally {
          client.release(broken);
        }
      },
      heldCondition: (classId, keyExpr) =>
        `exists (select 1 from pg_locks l where l.locktype = 'advisory' and l.classid = ${Number(classId)}
          and l.objid = hashtext(${keyExpr})::oid and l.objsubid = 2 and l.granted)`,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }

  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let client: InstanceType<typeof PGlite>;
  if (options.dataDir) {
    const dir = path.join(options.dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  } else {
    client = options.template ? new PGlite({ loadDataDir: options.template }) : new PGlite();
  }
  const pgliteDb = drizzle(client, { schema });
  const heldKeys = new Map<string, number>();
  return {
    db: pgliteDb as unknown as Database,
    kind: 'pglite',
    migrate: () => migrate(pgliteDb, { migrationsFolder }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
    // One process owns an embedded database.
    exclusive: (fn) => fn(),
    // One process owns the embedded database, so what it holds is known in memory and goes with it. (A session
    // advisory lock held across awaits also stalled PGlite under vitest's workers.)
    holding: async (classId, key, fn) => {
      const held = `${classId}:${key}`;
      const count = heldKeys.get(held) ?? 0;
      heldKeys.set(held, count + 1);
      try {
        return await fn();
      } finally {
        const left = (heldKeys.get(held) ?? 1) - 1;
        if (left > 0) heldKeys.set(held, left);
        else heldKeys.delete(held);
      }
    },
    heldCondition: (classId, keyExpr) => {
      const prefix = `${classId}:`;
      const keys = [...heldKeys.keys()].filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length));
      return keys.length === 0
        ? 'false'
        : `(${keyExpr}) in (${keys.map((k) => `'${k.replaceAll("'", "''")}'`).join(', ')})`;
    },
    // PGlite's query takes one statement with parameters, exec several without: pg-boss sends both kinds.
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      try {
        return (await client.exec(text)).at(-1) ?? { rows: [] };
      } catch (error) {
        // The one connection is everyone's: a failed BEGIN…COMMIT block must not stay aborted.
        await client.exec('rollback').catch(() => undefined);
        throw error;
      }
    },
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
  };
}

/** A cheap round trip for the health check. */
// Health and readiness probes ask this many times a second: built once and named (decision 088).
const pings = new WeakMap<Database, { execute: () => Promise<unknown> }>();

export async function ping(db: Database): Promise<void> {
  let query = pings.get(db);
  if (!query) {
    query = db
      .select({ one: sql<number>`1` })
      .from(sql`(select 1) as ping`)
      .prepare('ping');
    pings.set(db, query);
  }
  await query.execute();
}

/** Who the connection runs as, and whether that role could alter the tables (owner or superuser). */
export async function connectionRole(db: Database): Promise<{ name: string; superuser: boolean; ownedTables: number }> {
  const result = (await db.execute(sql`
    select current_user::text as name,
      (select rolsuper from pg_roles where rolname = current_user) as superuser,
      (select count(*)::int from pg_tables where schemaname = 'public' and tableowner = current_user) as owned
  `)) as unknown as { rows: { name: string; superuser: boolean; owned: number }[] };
  const row = result.rows[0];
  if (!row) throw new Error('could not read the database role');
  return { name: row.name, superuser: row.superuser, ownedTables: Number(row.owned) };
}

/**
 * Lets the app's role read and write rows, and nothing more: without ownership it cannot ALTER or
 * DROP a table or trigger, so the audit log's and the ledger's triggers hold against the app too
 * (decision 032). Run by the owner after each migration, so new tables are covered.
 */
export async function grantAppRole(ownerDb: Database, appRole: string): Promise<void> {
  const role = sql.identifier(appRole);
  await ownerDb.execute(sql`grant usage on schema public to ${role}`);
  await ownerDb.execute(sql`grant select, insert, update, delete on all tables in schema public to ${role}`);
  await ownerDb.execute(sql`grant usage, select on all sequences in schema public to ${role}`);
}

/** In production the app must not be able to alter its own guards: refuse to start as the owner or a superuser. */
export async function assertLeastPrivilege(db: Database): Promise<void> {
  const role = await connectionRole(db);
  if (role.superuser || role.ownedTables > 0) {
    throw new Error(
      `DATABASE_URL connects as ${role.superuser ? 'a superuser' : 'the owner of the tables'} (${role.name}); in production ` +
        'the app must run as a role that cannot alter tables or triggers: set MIGRATION_DATABASE_URL to the owner and ' +
        'DATABASE_URL to the app role (README, decision 032)',
    );
  }
}
