// Asks the provider about payments still pending past their expiry, every few minutes, so a lost
// callback never leaves money unposted for long. Safe to run on two servers: posting is keyed by
// the payment's reference and claimed under the order's row lock.
import fp from 'fastify-plugin';
import { scheduleIntervalJob } from '../../lib/interval-job.js';

export const RECONCILE_INTERVAL_MS = 5 * 60_000;

export default fp(
  async (app) => {
    scheduleIntervalJob(app, {
      name: 'payment reconciliation',
      intervalMs: RECONCILE_INTERVAL_MS,
      run: async () => {
        const summary = await app.payments.reconcile();
        return summary.checked > 0 ? { summary } : null;
      },
    });
  },
  { name: 'reconcile-scheduler', dependencies: ['payments'] },
);
