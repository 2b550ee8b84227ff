// Asks the provider about payments still pending past their expiry, every few minutes, so a lost
// callback never leaves money unposted for long. Safe to run on two servers: posting is keyed by
// the payment's reference and claimed under the order's row lock.
import fp from 'fastify-plugin';

export const RECONCILE_INTERVAL_MS = 5 * 60_000;

export default fp(
  async (app) => {
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        const summary = await app.payments.reconcile();
        if (summary.checked > 0) app.log.info({ summary }, 'payment reconciliation done');
      } catch (err) {
        app.log.error({ err }, 'payment reconciliation failed; it will be retried');
      } finally {
        running = false;
      }
    };
    const timer = setInterval(() => void tick(), RECONCILE_INTERVAL_MS);
    timer.unref();
    app.addHook('onReady', async () => void tick());
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'reconcile-scheduler', dependencies: ['payments'] },
);
