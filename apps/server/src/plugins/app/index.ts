// The app's own foundation, in the order each needs the one before: config, the request guards (error
// envelope, security headers, input guard), the third-party plugins (plugins/external), then secrets, the
// database (and the replica reports read, decision 133), metrics, the job queue and the instance's role probes. Repositories, services and routes come
// after (app.ts). The order is kept as it was when app.ts listed these one by one: hooks run in the order
// they were added, so the guards stay ahead of compression and the body parsers.
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/config.js';
import type { DatabaseHandle } from '../../db/client.js';
import externalPlugins from '../external/index.js';
import configPlugin from './config.js';
import errorHandler from './error-handler.js';
import securityHeaders from './security-headers.js';
import corsPlugin from './cors.js';
import inputGuard from './input-guard.js';
import secretsPlugin from './secrets.js';
import databasePlugin from './database.js';
import readsPlugin from './reads.js';
import metricsPlugin from './metrics.js';
import jobQueuePlugin from './job-queue.js';
import instanceRole from './instance-role.js';

export type AppPluginsOptions = {
  config: AppConfig;
  /** An already open database (tests); otherwise the config decides. */
  database?: DatabaseHandle;
  /** Whether this instance works the job queue (worker or all, when jobs are scheduled). */
  startJobQueue: boolean;
};

export default fp<AppPluginsOptions>(
  async (app, options) => {
    await app.register(configPlugin, { config: options.config });
    await app.register(errorHandler);
    await app.register(securityHeaders);
    await app.register(corsPlugin);
    await app.register(inputGuard);
    await app.register(externalPlugins);
    await app.register(secretsPlugin);
    await app.register(databasePlugin, options.database ? { handle: options.database } : {});
    await app.register(readsPlugin);
    await app.register(metricsPlugin);
    await app.register(jobQueuePlugin, { start: options.startJobQueue });
    await app.register(instanceRole);
  },
  { name: 'app-plugins' },
);
