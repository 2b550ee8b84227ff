// Where the console's reports read (decision 133): a streaming replica named by READ_DATABASE_URL, else the
// primary. A report is a read of settled figures, so a replica a few seconds behind serves it and takes its
// load off the primary; finance is told how far behind it is. When the replica cannot be reached the report
// reads the primary instead of failing, and the replica is left alone for a while rather than tried (and
// waited for) on every request.
import fp from 'fastify-plugin';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import * as schema from '../../db/schema.js';
import type { Database } from '../../db/client.js';
import { isDatabaseUnavailable } from '../../lib/database-errors.js';

/** How long a replica that failed is passed over before it is tried again. */
const REPLICA_REST_MS = 30_000;
/** A report waits this long for a replica connection before it reads the primary. */
const REPLICA_CONNECT_TIMEOUT_MS = 2_000;

export type ReadSource = {
  source: 'primary' | 'replica';
  /** Seconds the replica's last replayed change is behind; null when reading the primary. */
  lagSeconds: number | null;
  /** Why the primary serves reports while a replica is configured; null otherwise. */
  fallback: 'unreachable' | null;
};

export type Reads = {
  /** Runs a read-only report on the replica, or on the primary when there is none or it cannot be reached. */
  run: <T>(report: (db: Database) => Promise<T>) => Promise<T>;
  /** Where reports read now and how far behind that is. */
  source: () => Promise<ReadSource>;
};

declare module 'fastify' {
  interface FastifyInstance {
    reads: Reads;
  }
}

function openReplica(url: string) {
  const pool = new pg.Pool({
    connectionString: url,
    max: 4,
    connectionTimeoutMillis: REPLICA_CONNECT_TIMEOUT_MS,
    // A report never writes; on a promoted or misconfigured "replica" this keeps it so.
    options: '-c default_transaction_read_only=on',
  });
  // As for the primary's pool (db/client.ts): a connection the server ends must not end the process.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return { db: drizzle(pool, { schema }) as unknown as Database, close: () => pool.end() };
}

async function replicaLagSeconds(db: Database): Promise<number> {
  // Caught up (nothing received that is not replayed) reads 0 even when the primary has been idle for hours.
  const r = (await db.execute(sql`
    select case
      when not pg_is_in_recovery() or pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
      else extract(epoch from now() - pg_last_xact_replay_timestamp())
    end as lag`)) as { rows: { lag: string | number | null }[] };
  return Math.max(0, Math.round(Number(r.rows[0]?.lag ?? 0)));
}

export function createReads(primary: Database, replica: Database | undefined, now = () => Date.now()): Reads {
  let restUntil = 0;
  const usable = () => replica !== undefined && now() >= restUntil;
  async function onReplica<T>(fn: (db: Database) => Promise<T>): Promise<{ ok: true; value: T } | { ok: false }> {
    try {
      return { ok: true, value: await fn(replica as Database) };
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      restUntil = now() + REPLICA_REST_MS;
      return { ok: false };
    }
  }
  return {
    run: async (report) => {
      if (usable()) {
        const r = await onReplica(report);
        if (r.ok) return r.value;
      }
      return report(primary);
    },
    source: async () => {
      if (!replica) return { source: 'primary', lagSeconds: null, fallback: null };
      if (usable()) {
        const r = await onReplica(replicaLagSeconds);
        if (r.ok) return { source: 'replica', lagSeconds: r.value, fallback: null };
      }
      return { source: 'primary', lagSeconds: null, fallback: 'unreachable' };
    },
  };
}

export default fp(
  async (app) => {
    const url = app.dbKind === 'postgres' ? app.config.readDatabaseUrl : undefined;
    const replica = url ? openReplica(url) : undefined;
    app.decorate('reads', createReads(app.db, replica?.db));
    if (replica) app.addHook('onClose', async () => replica.close());
  },
  { name: 'reads', dependencies: ['config', 'database'] },
);
