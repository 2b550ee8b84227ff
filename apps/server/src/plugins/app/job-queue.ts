// The job queue (decision 067): `app.jobQueue.define(job)` while the app is built; the queue starts
// once the app is ready, on instances whose ROLE is worker or all, and stops first on close so running
// jobs finish before the database closes. The queue is always decorated, so the console can read history.
import fp from 'fastify-plugin';
import { createJobQueue, type JobQueue } from '../../lib/job-queue.js';
import { connectionRole, openDatabase } from '../../db/client.js';

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
    // With an owner to migrate (production, decision 032), the owner also creates or upgrades pg-boss's schema
    // and queues and grants the app's role its rows, so the app role needs no CREATE on the database (decision
    // 103). Once the app is ready, when every job is defined; before the queue starts.
    const ownerUrl = app.dbKind === 'postgres' ? app.config.migrationDatabaseUrl : undefined;
    if (ownerUrl)
      app.addHook('onReady', async () => {
        const owner = await openDatabase({ kind: 'postgres', url: ownerUrl, poolSize: 1 });
        try {
          const appRole = (await connectionRole(app.db)).name;
          await app.dbHandle.exclusive(() => queue.prepare(owner, appRole));
        } finally {
          await owner.close();
        }
      });
    if (opts.start) {
      app.addHook('onReady', async () => {
        // pg-boss's first start creates its schema (unless the owner did); two instances starting together take turns.
        await app.dbHandle.exclusive(() => queue.start());
        app.log.info({ jobs: queue.names() }, 'job queue started');
      });
      // Runs before the database plugin's onClose (hooks run in reverse order of registration).
      app.addHook('onClose', async () => queue.stop());
    }
  },
  { name: 'job-queue', dependencies: ['config', 'database', 'metrics'] },
);
