// Builds the Fastify app: our foundation plugins with the external ones (config → database), then
// repositories, services and routes, each layer from its index file. server.ts listens; tests call build()
// and use inject.
import Fastify, { LogController, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { serializerCompiler } from './lib/serializer.js';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './config/config.js';
import type { DatabaseHandle } from './db/client.js';
import { AccessLine, ACCESS_MESSAGE, loggerOptions } from './lib/logger.js';
import { validatorWithInputs } from './lib/validator.js';
import appPlugins from './plugins/app/index.js';
import repositories from './repositories/index.js';
import services from './services/index.js';
import routes from './routes/index.js';
import jobScheduler from './plugins/app/job-scheduler.js';
import { BODY_LIMITS } from './lib/body-limits.js';

export type BuildOptions = {
  config: AppConfig;
  /** Use an already open database (tests); otherwise the config decides. */
  database?: DatabaseHandle;
  logStream?: DestinationStream;
  webDist?: string;
  /** The web host app's build (apps/host/dist); tests pass their own. */
  hostDist?: string;
  /** Run the scheduled jobs on the queue (the server does on worker instances; tests do not). */
  scheduleJobs?: boolean;
};

export async function build(options: BuildOptions) {
  const { config } = options;
  const fastifyOptions: FastifyServerOptions = {
    logger: loggerOptions(config.logLevel, options.logStream, config.logFormat),
    // Request ids come from us, never from a header, so they cannot be forged into logs.
    genReqId: () => crypto.randomUUID(),
    // X-Forwarded-For is believed only from the configured proxies (TRUST_PROXY; off unless set).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    // One log line per request, written when it is answered (below), instead of Fastify's two (decision 068).
    logController: new LogController({ disableRequestLogging: true }),
    // Sized per route (decision 101): a route that takes more names its own bodyLimit.
    bodyLimit: BODY_LIMITS.defaultBytes,
    connectionTimeout: 60_000,
    // Draining (decision 100): the proxy re-sends no POST it wrote to us, so we never reset a connection that
    // may hold one. A request that arrives while closing is served (not refused with 503), and idle
    // connections are left for the proxy to close (its keepalive_timeout); server.ts closes stragglers later.
    forceCloseConnections: false,
    return503OnClosing: false,
    // The server migrates and seeds before it builds (decision 100); tests hand the database plugin a handle
    // to migrate and seed, which on a busy 2-core machine outlasts the 10 s default.
    pluginTimeout: 60_000,
    routerOptions: { ignoreTrailingSlash: true },
    // A path Fastify cannot decode (/api/x%zz) answers the same envelope as any other bad input.
    frameworkErrors: (error, _request, reply) => {
      // People read the sentence; integrators read the field and the old wording in `detail` (decision 051).
      const detail = error.code === 'FST_ERR_BAD_URL' ? 'url: has a malformed percent-escape' : 'url: is invalid';
      const message = 'This page’s link is incomplete or out of date. Please go back and open it again.';
      void (reply as FastifyReply)
        .status(400)
        .send({ code: 1001, message, data: null, field: 'url', detail, reason: 'invalid-link' });
    },
  };
  const app = Fastify(fastifyOptions).withTypeProvider<ZodTypeProvider>();
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(new AccessLine(request, reply, reply.elapsedTime), ACCESS_MESSAGE);
    done();
  });
  app.setValidatorCompiler(validatorWithInputs);
  app.setSerializerCompiler(serializerCompiler);

  // One group per layer, each needing the one before; a new feature adds a line to its layer's index file:
  // plugins/app/index.ts, repositories/index.ts, services/index.ts, routes/index.ts (decision 076).
  await app.register(appPlugins, {
    config,
    database: options.database,
    startJobQueue: options.scheduleJobs === true && config.role !== 'web',
  });
  await app.register(repositories);
  await app.register(services);
  await app.register(routes, { webDist: options.webDist, hostDist: options.hostDist });
  // Scheduled jobs run on the PostgreSQL job queue, on instances whose ROLE is worker or all (decision 067).
  if (options.scheduleJobs) await app.register(jobScheduler);

  return app;
}

export type App = Awaited<ReturnType<typeof build>>;
