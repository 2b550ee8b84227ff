// The job queue on the embedded database: retries with back-off, one start-up run when two instances
// start together, and history that shows both. Two queues over one database stand for two instances.
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.js';
import { createJobQueue, cronFor, queueName, type JobRun } from './job-queue.js';
import { untilTrue } from '../test/until.js';

const handle = await openDatabase({ kind: 'pglite', dataDir: undefined });
const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
afterAll(() => handle.close());

describe('the job queue', () => {
  it('answers an empty history before the queue ever started', async () => {
    expect(await createJobQueue(handle, { log }).history()).toEqual([]);
  });

  it('names queues and schedules in the queue’s terms', () => {
    expect(queueName('close of business')).toBe('close-of-business');
    expect(cronFor(5 * 60_000)).toBe('*/5 * * * *');
    expect(cronFor(10_000)).toBe('* * * * *');
    expect(cronFor(24 * 3_600_000)).toBe('0 0 * * *');
  });

  it('runs a job once for two instances starting together, retries a failure, and keeps the history', async () => {
    let runs = 0;
    const outcomes: string[] = [];
    const job = {
      name: 'drill job',
      intervalMs: 60 * 60_000,
      run: async () => {
        runs += 1;
        if (runs === 1) throw new Error('the first run fails');
        return { done: runs };
      },
    };
    const observe = (_job: string, outcome: string) => void outcomes.push(outcome);
    const options = { log, observe, pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 };
    const first = createJobQueue(handle, options);
    const second = createJobQueue(handle, options);
    first.define(job);
    second.define(job);
    await Promise.all([first.start(), second.start()]);
    try {
      let history: JobRun[] = [];
      await untilTrue(async () => {
        history = await first.history();
        return history.some((r) => r.job === 'drill-job' && r.state === 'completed');
      }, 'the retried run completes');
      const drill = history.filter((r) => r.job === 'drill-job');
      // One start-up job between both instances: it failed once and passed on its retry.
      expect(drill).toHaveLength(1);
      expect(drill[0]).toMatchObject({ state: 'completed', retries: 1, output: '{"done":2}' });
      expect(runs).toBe(2);
      expect(outcomes).toEqual(['failed', 'completed']);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });
  it('waits out a database that went away: the run is done again once it answers, and its completion is kept', async () => {
    // The database as pg-boss and the job see it: while away, every statement fails as a lost connection does.
    let away = false;
    let refused = 0;
    const flaky = {
      executeSql: async (text: string, values?: unknown[]) => {
        if (away) {
          refused += 1;
          throw new Error('Connection terminated unexpectedly');
        }
        return handle.executeSql(text, values);
      },
      holding: handle.holding,
      heldCondition: handle.heldCondition,
    };
    let runs = 0;
    const job = {
      name: 'outage job',
      intervalMs: 60 * 60_000,
      run: async () => {
        runs += 1;
        // The first run loses its database halfway; the second finishes, and the database goes away
        // again before the queue can record that it completed.
        away = true;
        if (runs === 1) throw new Error('Connection terminated unexpectedly');
        return { done: runs };
      },
    };
    // Back-off long enough that a retry by the queue would not come within this test.
    const queue = createJobQueue(flaky, { log, pollingIntervalSeconds: 0.5, retryDelaySeconds: 600 });
    queue.define(job);
    await queue.start();
    try {
      for (const outage of [1, 2]) {
        await untilTrue(async () => runs === outage && refused >= 2, `outage ${outage} is seen`);
        refused = 0;
        away = false;
      }
      let history: JobRun[] = [];
      await untilTrue(async () => {
        history = (await queue.history()).filter((r) => r.job === 'outage-job');
        return history[0]?.state === 'completed';
      }, 'the run completes');
      expect(history).toHaveLength(1);
      expect(history[0]).toMatchObject({ state: 'completed', retries: 0, output: '{"done":2}' });
      expect(runs).toBe(2);
    } finally {
      away = false;
      await queue.stop();
    }
  });
});
