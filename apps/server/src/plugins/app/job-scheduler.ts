// Puts every job of jobs/scheduled-jobs.ts on the queue (decision 067).
import fp from 'fastify-plugin';
import { scheduledJobs } from '../../jobs/scheduled-jobs.js';

export default fp(
  async (app) => {
    for (const job of scheduledJobs(app)) app.jobQueue.define(job);
  },
  {
    name: 'job-scheduler',
    dependencies: [
      'job-queue',
      'loans',
      'payments',
      'payoutService',
      'reminder-job',
      'webhooks',
      'invoice-sender',
      'collections',
    ],
  },
);
