// Runs the close of business by itself: every few minutes it closes any business date that has
// begun since the last run. The job is idempotent and locked, so two servers may both try.
import fp from 'fastify-plugin';

export const COB_CHECK_INTERVAL_MS = 5 * 60_000;

export default fp(
  async (app) => {
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        const runs = await app.loans.runCob();
        if (runs.length > 0) app.log.info({ runs }, 'close of business done');
      } catch (err) {
        app.log.error({ err }, 'close of business failed; it will be retried');
      } finally {
        running = false;
      }
    };
    const timer = setInterval(() => void tick(), COB_CHECK_INTERVAL_MS);
    timer.unref();
    app.addHook('onReady', async () => void tick());
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'cob-scheduler', dependencies: ['loans'] },
);
