// Runs the close of business by itself: every few minutes it closes any business date that has
// begun since the last run. The job is idempotent and locked, so two servers may both try.
import fp from 'fastify-plugin';
import { scheduleIntervalJob } from '../../lib/interval-job.js';

export const COB_CHECK_INTERVAL_MS = 5 * 60_000;

export default fp(
  async (app) => {
    scheduleIntervalJob(app, {
      name: 'close of business',
      intervalMs: COB_CHECK_INTERVAL_MS,
      run: async () => {
        const runs = await app.loans.runCob();
        return runs.length > 0 ? { runs } : null;
      },
    });
  },
  { name: 'cob-scheduler', dependencies: ['loans'] },
);
