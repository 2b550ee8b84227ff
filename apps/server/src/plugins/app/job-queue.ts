// The job queue (decision 067): `app.jobQueue.define(job)` while the app is built; the queue starts
// once the app is ready, on instances whose ROLE is worker or all, and stops first on close so running
// jobs finish before the database closes. The queue is always decorated, so the console can read history.
import fp from 'fastify-plugin';
import { createJobQueue, type JobQueue } from '../../lib/job-queue.js';

declare module 'fastify' {
  interface FastifyInstance {
    jobQueue: JobQueue;
  }
}

export type JobQueuePluginOptions = {
  /** Start the queue (the server does on worker instances; tests that do not schedule leave it off). */
  start?: boolean;
  pollingIntervalSeconds?: number;
};

export default fp<JobQueuePluginOptions>(
  async (app, opts) => {
    const queue = createJobQueue(app.dbHandle, {
      log: app.log,
      observe: (job, outcome, seconds) => app.metrics.jobRun(job, outcome, seconds),
      pollingIntervalSeconds: opts.pollingIntervalSeconds,
    });
    app.decorate('jobQueue', queue);
    if (opts.start) {
      app.addHook('onReady', async () => {
        // pg-boss's first start creates its schema; two instances starting together take turns.
        await app.dbHandle.exclusive(() => queue.start());
        app.log.info({ jobs: queue.names() }, 'job queue started');
      });
      // Runs before the database plugin's onClose (hooks run in reverse order of registration).
      app.addHook('onClose', async () => queue.stop());
    }
  },
  { name: 'job-queue', dependencies: ['database', 'metrics'] },
);
