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
  /** pg-boss's state, or 'interrupted': active, but the instance running it is gone (decision 103). */
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
/**
 * The advisory-lock class under which a running job's instance holds the lock keyed by the job's id for as
 * long as it runs (decision 103): a run marked active whose lock nobody holds lost its instance.
 */
export const JOB_RUN_LOCK_CLASS = 7_340_203;
/** A run just taken is active a moment before its instance holds its lock: it is not called interrupted yet. */
const TAKING_SECONDS = 5;

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
  handle: Pick<DatabaseHandle, 'executeSql' | 'holding' | 'heldCondition'>,
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
    /** How long a run just taken counts as active before its lock is held (tests set 0). */
    takingSeconds?: number;
  },
) {
  const definitions = new Map<string, JobDefinition>();
  const retry = { ...JOB_RETRY, retryDelay: options.retryDelaySeconds ?? JOB_RETRY.retryDelay };
  let boss: PgBoss | null = null;

  const takingSeconds = options.takingSeconds ?? TAKING_SECONDS;
  /** Runs with no instance alive behind them: active, taken a while ago, and their lock held by no one. */
  const interrupted = (job: string) =>
    `${job}.state = 'active' and ${job}.started_on < now() - make_interval(secs => ${Number(takingSeconds)})
      and not ${handle.heldCondition(JOB_RUN_LOCK_CLASS, `${job}.id::text`)}`;

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

  /** The job's work; a run the database left halfway runs again once it answers (decision 099). */
  async function runUntilDone(queue: string, definition: JobDefinition, started: number): Promise<object | null> {
    for (;;) {
      try {
        return await definition.run();
      } catch (err) {
        // Jobs are idempotent (jobs/scheduled-jobs.ts): run again as soon as the database answers, rather
        // than after the queue's 30-second back-off, using up none of the run's retries.
        const leftMs = OUTAGE_RERUN_WITHIN_MS - (performance.now() - started);
        if (!isDatabaseUnavailable(err) || boss === null || leftMs <= 0) throw err;
        options.log.warn(
          { err, job: queue },
          `${definition.name}: the database went away; running it again once it answers`,
        );
        if (!(await waitForDatabase(ping, { withinMs: leftMs, stopped: () => boss === null }))) throw err;
      }
    }
  }

  /**
   * One run, under its lock; it is completed or failed before the lock goes, so a reader never sees it active
   * without a holder (pg-boss's own complete afterwards finds it no longer active and changes nothing).
   */
  async function runOne(boss: PgBoss, queue: string, definition: JobDefinition, jobId: string) {
    return handle.holding(JOB_RUN_LOCK_CLASS, jobId, async () => {
      const started = performance.now();
      let result: object | null;
      try {
        result = await runUntilDone(queue, definition, started);
      } catch (err) {
        options.log.error({ err, job: queue }, `${definition.name} failed; the queue retries it with back-off`);
        options.observe?.(queue, 'failed', (performance.now() - started) / 1000);
        await boss.fail(queue, jobId, err as object);
        return null;
      }
      if (result) options.log.info({ job: queue, result }, `${definition.name} done`);
      options.observe?.(queue, 'completed', (performance.now() - started) / 1000);
      const output = result ?? { nothingToDo: true };
      await boss.complete(queue, jobId, output);
      return output;
    });
  }

  // singleton: at most one run active at a time, whichever instance takes it.
  const queueOptions = (queue: string) =>
    ({ name: queue, policy: 'singleton', ...retry, expireInSeconds: 15 * 60 }) as const;

  async function failInterrupted(current: PgBoss): Promise<number> {
    const { rows } = await handle.executeSql(
      `select id::text, name from ${JOB_SCHEMA}.job j where ${interrupted('j')} and name not like '\\_\\_%'`,
      [],
    );
    for (const row of rows as { id: string; name: string }[]) {
      options.log.error({ job: row.name, id: row.id }, 'a run whose instance stopped is failed; the queue retries it');
      await current.fail(row.name, row.id, { message: 'the instance running it stopped (interrupted)' });
    }
    return rows.length;
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
      const started = new PgBoss({
        db: { executeSql: bossSql },
        schema: JOB_SCHEMA,
        // Completed runs stay in history a week.
        deleteAfterDays: 7,
      });
      boss = started;
      started.on('error', (err) => options.log.error({ err }, 'job queue error'));
      await started.start();
      // Runs whose instance died (this one, before a restart, or another) are failed now, so the queue retries
      // them instead of waiting out their 15-minute expiry (decision 103).
      await failInterrupted(started);
      for (const [queue, definition] of definitions) {
        await started.createQueue(queue, queueOptions(queue));
        await started.schedule(queue, cronFor(definition.intervalMs), {}, { ...retry });
        await started.work(
          queue,
          { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, batchSize: 1 },
          async ([job]) => (job ? runOne(started, queue, definition, job.id) : null),
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

    /**
     * The owner's part (decision 103): creates or upgrades pg-boss's schema and every defined queue (a queue is
     * a table of its own, attached to the owner's), then lets the app's role read and write their rows and
     * call their functions. An app role without CREATE on the database then starts the queue as it is.
     */
    async prepare(owner: Pick<DatabaseHandle, 'executeSql'>, appRole: string) {
      const preparing = new PgBoss({
        db: { executeSql: (text, values) => owner.executeSql(text, values) },
        schema: JOB_SCHEMA,
        supervise: false,
        schedule: false,
      });
      preparing.on('error', (err) => options.log.error({ err }, 'job queue error while preparing its schema'));
      await preparing.start();
      try {
        for (const queue of definitions.keys()) await preparing.createQueue(queue, queueOptions(queue));
      } finally {
        await preparing.stop({ graceful: false, close: false, wait: true });
      }
      const role = `"${appRole.replaceAll('"', '""')}"`;
      await owner.executeSql(
        `grant usage on schema ${JOB_SCHEMA} to ${role};
         grant select, insert, update, delete on all tables in schema ${JOB_SCHEMA} to ${role};
         grant usage, select on all sequences in schema ${JOB_SCHEMA} to ${role};
         grant execute on all functions in schema ${JOB_SCHEMA} to ${role};`,
      );
    },

    /** Fails the runs whose instance died (started_on earlier than the taking time, lock held by no one). */
    failInterrupted: async () => (boss ? failInterrupted(boss) : 0),

    /** The latest runs of every job, newest first; empty before the queue's schema exists. */
    async history(limit = 50): Promise<JobRun[]> {
      const exists = await handle.executeSql(`select to_regclass('${JOB_SCHEMA}.job') is not null as ok`, []);
      if (!(exists.rows[0] as { ok: boolean } | undefined)?.ok) return [];
      const { rows } = await handle.executeSql(
        `select * from (${['job', 'archive']
          .map(
            (table) =>
              `select id::text, name,
                 ${table === 'job' ? `case when ${interrupted('j')} then 'interrupted' else j.state::text end` : 'j.state::text'} as state,
                 retry_count, created_on, started_on, completed_on, output
                 from ${JOB_SCHEMA}.${table} j where name not like '\\_\\_%'`,
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
