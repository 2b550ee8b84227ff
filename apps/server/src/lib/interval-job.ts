// Kept for scheduler plugins written before the job queue (decision 067): scheduling "every N minutes"
// now defines a job on the PostgreSQL-backed queue, so it runs once per schedule across all instances,
// with retries. New jobs are better added to jobs/scheduled-jobs.ts. Jobs must be idempotent.
import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from './job-queue.js';

export function scheduleIntervalJob(app: FastifyInstance, job: JobDefinition) {
  app.jobQueue.define(job);
}
