// Entry point: parse config (fail fast), build, listen, and close cleanly on SIGINT/SIGTERM.
import { build } from './app.js';
import { ConfigError, loadConfig } from './config/config.js';

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

  const app = await build({ config, scheduleJobs: true });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
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
