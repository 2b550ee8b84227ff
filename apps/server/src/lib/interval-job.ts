// A background job that runs at start and then every few minutes, never twice at once in one
// process, and stops with the app. Jobs scheduled this way must be idempotent (two servers may run them).
import type { FastifyInstance } from 'fastify';

export function scheduleIntervalJob(
  app: FastifyInstance,
  job: { name: string; intervalMs: number; run: () => Promise<object | null> },
) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const done = await job.run();
      if (done) app.log.info({ result: done }, `${job.name} done`);
    } catch (err) {
      app.log.error({ err }, `${job.name} failed; it will be retried`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), job.intervalMs);
  timer.unref();
  app.addHook('onReady', async () => void tick());
  app.addHook('onClose', async () => clearInterval(timer));
}
