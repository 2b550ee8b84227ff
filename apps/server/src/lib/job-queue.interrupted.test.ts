// A run whose instance died is shown as interrupted at once, not as active until pg-boss expires it 15
// minutes later, and the next start fails it so the queue retries it (decision 103). The instance that
// died is played by a bare pg-boss that takes a run and never works it, and on PostgreSQL also by killing
// the connection of a live run's lock, which is what the server sees of a killed process.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import PgBoss from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/helper.js';
import { createJobQueue, JOB_RUN_LOCK_CLASS, JOB_SCHEMA, type JobRun } from './job-queue.js';
import { untilTrue } from '../test/until.js';

const { handle, drop } = await openTestDatabase();
const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
afterAll(async () => {
  await handle.close();
  await drop();
});

// The embedded database's first start and pg-boss's schema take most of a minute on a busy machine.
const options = { log, pollingIntervalSeconds: 0.5, retryDelaySeconds: 1, takingSeconds: 0 };
const runOf = (history: JobRun[], job: string) => history.find((r) => r.job === job);

describe('a run whose instance died', () => {
  it('is shown as interrupted while a live run stays active, and is retried by the next start', async () => {
    // A live run that waits for the test to let it finish.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let running = false;
    const queue = createJobQueue(handle, options);
    queue.define({
      name: 'gated job',
      intervalMs: 60 * 60_000,
      run: async () => {
        running = true;
        await gate;
        return { finished: true };
      },
    });
    await handle.exclusive(() => queue.start());

    // Another instance took a run of 'stray job' and died before working it: active, with no lock held.
    const dead = new PgBoss({
      db: { executeSql: (text, values) => handle.executeSql(text, values) },
      schema: JOB_SCHEMA,
      supervise: false,
      schedule: false,
    });
    await dead.start();
    await dead.createQueue('stray-job', { name: 'stray-job', policy: 'singleton' });
    await dead.send('stray-job', {}, { retryLimit: 1, retryDelay: 1 });
    const [taken] = await dead.fetch('stray-job');
    expect(taken).toBeDefined();
    await dead.stop({ graceful: false, close: false, wait: true });

    let second: ReturnType<typeof createJobQueue> | undefined;
    try {
      await untilTrue(async () => running, 'the gated run starts');
      const history = await queue.history();
      expect(runOf(history, 'gated-job')?.state).toBe('active');
      expect(runOf(history, 'stray-job')).toMatchObject({ id: taken!.id, state: 'interrupted', completedAt: null });

      // The next instance to start fails the stray run, and the queue runs it again.
      let strayRuns = 0;
      second = createJobQueue(handle, options);
      second.define({
        name: 'stray job',
        intervalMs: 60 * 60_000,
        run: async () => {
          strayRuns += 1;
          return { recovered: true };
        },
      });
      await handle.exclusive(() => second!.start());
      await untilTrue(
        async () => (await queue.history()).some((r) => r.id === taken!.id && r.state === 'completed'),
        'the stray run is retried and completes',
      );
      expect((await queue.history()).find((r) => r.id === taken!.id)).toMatchObject({
        retries: 1,
        output: '{"recovered":true}',
      });
      expect(strayRuns).toBeGreaterThanOrEqual(1);
      // The live run was not touched: it is still active under its lock.
      expect(runOf(await queue.history(), 'gated-job')?.state).toBe('active');
    } finally {
      release();
      await Promise.all([queue.stop(), second?.stop()]);
    }
    expect(runOf(await queue.history(), 'gated-job')).toMatchObject({
      state: 'completed',
      output: '{"finished":true}',
    });
  }, 120_000);

  it.skipIf(handle.kind !== 'postgres')(
    'is shown as interrupted the moment the connection of a live run dies (PostgreSQL)',
    async () => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let running = false;
      const queue = createJobQueue(handle, options);
      queue.define({
        name: 'killed job',
        intervalMs: 60 * 60_000,
        run: async () => {
          running = true;
          await gate;
          return { finished: true };
        },
      });
      await handle.exclusive(() => queue.start());
      try {
        await untilTrue(async () => running, 'the run starts');
        const run = runOf(await queue.history(), 'killed-job')!;
        expect(run.state).toBe('active');
        // The server's view of a killed instance: the session holding the run's lock is gone.
        const killed = await handle.executeSql(
          `select pg_terminate_backend(pid) as done from pg_locks where locktype = 'advisory' and classid = $1
             and objid = hashtext($2)::oid and objsubid = 2 and granted`,
          [JOB_RUN_LOCK_CLASS, run.id],
        );
        expect(killed.rows).toEqual([{ done: true }]);
        await untilTrue(
          async () => runOf(await queue.history(), 'killed-job')?.state === 'interrupted',
          'the run shows as interrupted',
        );
      } finally {
        release();
        await queue.stop();
      }
    },
    120_000,
  );
});
