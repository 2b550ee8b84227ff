// Asks the payout provider about payouts still requested or pending past PAYOUT_RECONCILE_AFTER_MINUTES,
// every few minutes, so a lost callback or a crash while waiting never leaves a loan unpaid or unbooked.
// Safe on two servers: every state change is a guarded UPDATE under the order's row lock.
import fp from 'fastify-plugin';
import { scheduleIntervalJob } from '../../lib/interval-job.js';

export const PAYOUT_RECONCILE_INTERVAL_MS = 5 * 60_000;

export default fp(
  async (app) => {
    scheduleIntervalJob(app, {
      name: 'payout reconciliation',
      intervalMs: PAYOUT_RECONCILE_INTERVAL_MS,
      run: async () => {
        const summary = await app.payoutService.reconcile();
        return summary.checked > 0 ? { summary } : null;
      },
    });
  },
  { name: 'payout-reconcile-scheduler', dependencies: ['payoutService'] },
);
