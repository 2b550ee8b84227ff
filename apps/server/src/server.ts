// Entry point: parse config (fail fast), start tracing when asked, open and migrate the database, build,
// listen, and on SIGINT/SIGTERM drain: readiness turns 503, in-flight requests and running jobs finish, then
// the process ends.
import { ConfigError, loadConfig } from './config/config.js';
import { installProcessGuards } from './lib/process-guards.js';
import { startTracing } from './lib/tracing.js';

/** Longer than a job's or a request's worst case; past it the process ends anyway (the orchestrator's kill). */
const SHUTDOWN_GRACE_MS = 25_000;
const DRAIN_NOTICE_MS = Number(process.env.DRAIN_NOTICE_MS ?? 500);
/** Past the proxy's keepalive_timeout: what is idle then is not the proxy's. */
const IDLE_CONNECTIONS_MS = 5_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(78);
    }
    throw error;
  }

  // Tracing patches http and pg as they load, so it starts before the app is imported (decision 068).
  const tracing = await startTracing(process.env);
  // Migrations and the sandbox seed run here, before the app is built: however long a first start's
  // migrations take on a loaded machine, no plugin timeout ends them (decision 100).
  const { openAppDatabase, prepareDatabase } = await import('./db/prepare.js');
  const database = await openAppDatabase(config);
  await prepareDatabase(database, config, { fromConfig: true });
  const { build } = await import('./app.js');
  const app = await build({ config, database, scheduleJobs: true });
  // A lost database connection that slips past every handler is logged, not fatal (decision 099).
  installProcessGuards(app.log);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'draining: finishing in-flight requests and jobs');
    app.beginDrain();
    const timer = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    timer.unref();
    // A moment for a proxy that probes readiness to stop sending; then close waits for what is in flight.
    await new Promise((resolve) => setTimeout(resolve, DRAIN_NOTICE_MS));
    // The proxy closes its idle connections to us within its keepalive_timeout (3 s); a client's that is still
    // idle after that is closed here. A connection with a request in it is never cut (decision 100).
    setTimeout(() => app.server.closeIdleConnections(), IDLE_CONNECTIONS_MS).unref();
    await app.close();
    // The database is the server's, not the app's: closed after the app, whose queue stops first.
    await database.close();
    await tracing?.shutdown();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `${config.brand.productName} ${config.mode} ready on http://localhost:${config.port} (database: ${app.dbKind})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
