// Scheduled work on pg-boss, a PostgreSQL-backed job queue (decision 067). Each job is a plain async
// run(); the queue gives one run per schedule across every instance, retries with back-off, and a
// history in the `pgboss` schema that the console reads. It runs on PostgreSQL and on the embedded
// PGlite alike, through the database handle's executeSql.
import PgBoss from 'pg-boss';
import type { DatabaseHandle } from '../db/client.js';
import { isDatabaseUnavailable, waitForDatabase } from './database-errors.js';

export type JobDefinition = {
  /** Words for people and logs, e.g. 'close of business'; the queue name is derived from it. */
  name: string;
  /** How often the job is due; whole minutes, at least one (pg-boss schedules by cron). */
  intervalMs: number;
  /** Does the work; what it answers is kept as the run's output. Must be idempotent. */
  run: () => Promise<object | null>;
};

export type JobRun = {
  id: string;
  job: string;
  state: string;
  retries: number;
  createdAt: string;
  startedAt: string | null;
  completedAt: string | null;
  /** The result, or the error's message; never a stack. */
  output: string | null;
};

export type JobObserver = (job: string, outcome: 'completed' | 'failed', seconds: number) => void;

export const JOB_SCHEMA = 'pgboss';
/** A failed run is tried again 3 times, after 30 s, 60 s, 120 s (pg-boss's exponential back-off). */
export const JOB_RETRY = { retryLimit: 3, retryDelay: 30, retryBackoff: true } as const;
/** How long a run whose database went away waits for it and runs again; under the queue's 15-minute expiry. */
const OUTAGE_RERUN_WITHIN_MS = 10 * 60_000;

/** 'close of business' → 'close-of-business': pg-boss names allow letters, digits, - _ . / only. */
export const queueName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Every N minutes as cron; an interval under a minute runs every minute. */
export function cronFor(intervalMs: number): string {
  const minutes = Math.max(1, Math.round(intervalMs / 60_000));
  if (minutes === 1) return '* * * * *';
  if (minutes < 60 && 60 % minutes === 0) return `*/${minutes} * * * *`;
  if (minutes < 60) return `*/${minutes} * * * *`;
  const hours = Math.max(1, Math.round(minutes / 60));
  return hours >= 24 ? '0 0 * * *' : `0 */${hours} * * *`;
}

export type JobQueue = ReturnType<typeof createJobQueue>;

export function createJobQueue(
  handle: Pick<DatabaseHandle, 'executeSql'>,
  options: {
    log: {
      info: (o: object, m: string) => void;
      warn: (o: object, m: string) => void;
      error: (o: object, m: string) => void;
    };
    observe?: JobObserver;
    /** Seconds between a worker's polls (tests shorten it). */
    pollingIntervalSeconds?: number;
    /** The first retry's delay, doubled each time (tests shorten it). */
    retryDelaySeconds?: number;
  },
) {
  const definitions = new Map<string, JobDefinition>();
  const retry = { ...JOB_RETRY, retryDelay: options.retryDelaySeconds ?? JOB_RETRY.retryDelay };
  let boss: PgBoss | null = null;

  const ping = () => handle.executeSql('select 1', []);

  /**
   * pg-boss's statements, waited out while the database is away (decision 099): pg-boss completes and
   * fails a job without awaiting it, so a statement that failed for an outage would be an unhandled
   * rejection, and the run would stay active until it expires. Its statements are safe to repeat (a
   * completion is guarded by the job's state; a fetch that was lost leaves a job that expires and is retried).
   */
  async function bossSql(text: string, values?: unknown[]) {
    for (;;) {
      try {
        return await handle.executeSql(text, values);
      } catch (error) {
        if (!isDatabaseUnavailable(error) || boss === null) throw error;
        options.log.warn({ err: error }, 'job queue: the database is away; waiting for it');
        if (!(await waitForDatabase(ping, { withinMs: Number.POSITIVE_INFINITY, stopped: () => boss === null })))
          throw error;
      }
    }
  }

  async function runOne(queue: string, definition: JobDefinition) {
    const started = performance.now();
    for (;;) {
      try {
        const result = await definition.run();
        if (result) options.log.info({ job: queue, result }, `${definition.name} done`);
        options.observe?.(queue, 'completed', (performance.now() - started) / 1000);
        return result ?? { nothingToDo: true };
      } catch (err) {
        // Jobs are idempotent (jobs/scheduled-jobs.ts): a run the database left halfway runs again as soon
        // as it answers, rather than after the queue's 30-second back-off, and uses up none of its retries.
        const leftMs = OUTAGE_RERUN_WITHIN_MS - (performance.now() - started);
        if (isDatabaseUnavailable(err) && boss !== null && leftMs > 0) {
          options.log.warn(
            { err, job: queue },
            `${definition.name}: the database went away; running it again once it answers`,
          );
          if (await waitForDatabase(ping, { withinMs: leftMs, stopped: () => boss === null })) continue;
        }
        options.log.error({ err, job: queue }, `${definition.name} failed; the queue retries it with back-off`);
        options.observe?.(queue, 'failed', (performance.now() - started) / 1000);
        throw err;
      }
    }
  }

  return {
    /** Adds a job; call before start (plugins do, while the app is built). */
    define(definition: JobDefinition) {
      const queue = queueName(definition.name);
      if (definitions.has(queue)) throw new Error(`job ${queue} is defined twice`);
      definitions.set(queue, definition);
    },

    names: () => [...definitions.keys()],

    /**
     * Creates the schema and queues, schedules each job, works them, and asks for one run now (deduplicated
     * across instances starting together, like the interval job's first tick).
     */
    async start() {
      boss = new PgBoss({
        db: { executeSql: bossSql },
        schema: JOB_SCHEMA,
        // Completed runs stay in history a week.
        deleteAfterDays: 7,
      });
      boss.on('error', (err) => options.log.error({ err }, 'job queue error'));
      await boss.start();
      for (const [queue, definition] of definitions) {
        // singleton: at most one run active at a time, whichever instance takes it.
        await boss.createQueue(queue, { name: queue, policy: 'singleton', ...retry, expireInSeconds: 15 * 60 });
        await boss.schedule(queue, cronFor(definition.intervalMs), {}, { ...retry });
        await boss.work(
          queue,
          { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 },
          async () => runOne(queue, definition),
        );
        await boss.send(queue, {}, { singletonKey: 'start', singletonSeconds: 60, ...retry });
      }
    },

    /** Stops taking jobs and waits for running ones to finish (graceful shutdown). */
    async stop(timeoutMs = 20_000) {
      if (!boss) return;
      const stopping = boss;
      boss = null;
      await new Promise<void>((resolve) => {
        stopping.once('stopped', () => resolve());
        void stopping.stop({ graceful: true, wait: false, close: false, timeout: timeoutMs });
      });
    },

    /** The latest runs of every job, newest first; empty before the queue's schema exists. */
    async history(limit = 50): Promise<JobRun[]> {
      const exists = await handle.executeSql(`select to_regclass('${JOB_SCHEMA}.job') is not null as ok`, []);
      if (!(exists.rows[0] as { ok: boolean } | undefined)?.ok) return [];
      const { rows } = await handle.executeSql(
        `select * from (${['job', 'archive']
          .map(
            (table) =>
              `select id::text, name, state::text, retry_count, created_on, started_on, completed_on, output
                 from ${JOB_SCHEMA}.${table} where name not like '\\_\\_%'`,
          )
          .join(' union all ')}) runs order by created_on desc limit $1`,
        [limit],
      );
      return (rows as Record<string, unknown>[]).map((r) => ({
        id: String(r.id),
        job: String(r.name),
        state: String(r.state),
        retries: Number(r.retry_count),
        createdAt: new Date(r.created_on as string).toISOString(),
        startedAt: r.started_on ? new Date(r.started_on as string).toISOString() : null,
        completedAt: r.completed_on ? new Date(r.completed_on as string).toISOString() : null,
        output: describeOutput(r.output),
      }));
    },
  };
}

function describeOutput(output: unknown): string | null {
  if (output === null || output === undefined) return null;
  if (typeof output === 'object' && 'nothingToDo' in output) return 'nothing to do';
  if (typeof output === 'object' && output !== null && 'message' in output)
    return String((output as { message: unknown }).message).slice(0, 300);
  return JSON.stringify(output).slice(0, 300);
}
