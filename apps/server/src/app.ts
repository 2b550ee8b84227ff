// Builds the Fastify app: external plugins, then our plugins (config → database → repositories →
// services), then routes. server.ts listens; tests call build() and use inject.
import Fastify, { LogController, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { serializerCompiler } from './lib/serializer.js';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './config/config.js';
import type { DatabaseHandle } from './db/client.js';
import { loggerOptions } from './lib/logger.js';
import { validatorWithInputs } from './lib/validator.js';
import externalPlugins from './plugins/external/index.js';
import configPlugin from './plugins/app/config.js';
import secretsPlugin from './plugins/app/secrets.js';
import databasePlugin from './plugins/app/database.js';
import errorHandler from './plugins/app/error-handler.js';
import securityHeaders from './plugins/app/security-headers.js';
import inputGuard from './plugins/app/input-guard.js';
import smsGatewayPlugin from './plugins/app/sms-gateway.js';
import authPlugin from './plugins/app/auth.js';
import webPlugin from './plugins/app/web.js';
import usersRepository from './repositories/users-repository.js';
import sessionsRepository from './repositories/sessions-repository.js';
import otpRepository from './repositories/otp-repository.js';
import smsOutboxRepository from './repositories/sms-outbox-repository.js';
import contactInfoRepository from './repositories/contact-info-repository.js';
import clockRepository from './repositories/clock-repository.js';
import productsRepository from './repositories/products-repository.js';
import ordersRepository from './repositories/orders-repository.js';
import paymentChannelsRepository from './repositories/payment-channels-repository.js';
import loanService from './services/loan-service.js';
import loanRoutes from './routes/loans/index.js';
import loanTermsRoutes from './routes/loans/loan-terms.js';
import bankRepository from './repositories/bank-repository.js';
import bankRoutes from './routes/bank/index.js';
import complaintsRepository from './repositories/complaints-repository.js';
import fileStorage from './plugins/app/file-storage.js';
import complaintsRoutes from './routes/complaints/index.js';
import healthRoutes from './routes/health.js';
import authRoutes from './routes/auth/index.js';
import contactKfInfoRoutes from './routes/customer-service/contact-kf-info.js';
import adminRoutes from './routes/admin/index.js';
import sandboxRoutes from './routes/sandbox/index.js';
import paymentsRepository from './repositories/payments-repository.js';
import idempotencyRepository from './repositories/idempotency-repository.js';
import paymentService from './services/payment-service.js';
import paymentRoutes from './routes/payments/index.js';
import sandboxCheckoutRoutes from './routes/payments/sandbox-checkout.js';
import eventsRepository from './repositories/events-repository.js';
import { agreementLinksPlugin } from './services/agreement-links.js';
import contractsRoutes from './routes/contracts/index.js';
import marketRoutes from './routes/market/index.js';
import variantRoutes from './routes/variant/index.js';
import captchaRepository from './repositories/captcha-repository.js';
import promotionRepository from './repositories/promotion-repository.js';
import promotionService from './services/promotion-service.js';
import promotionRoutes from './routes/promotion/index.js';
import staffRepository from './repositories/staff-repository.js';
import loginThrottleRepository from './repositories/login-throttle-repository.js';
import auditRepository from './repositories/audit-repository.js';
import consoleRepository from './repositories/console-repository.js';
import payoutsRepository from './repositories/payouts-repository.js';
import staffAuth from './services/staff-auth.js';
import staffActions from './services/staff-actions.js';
import creditRefunds from './services/credit-refunds.js';
import configActions from './services/configuration-actions.js';
import agreementTemplatesRepository from './repositories/agreement-templates-repository.js';
import templateActions from './services/template-actions.js';
import consoleRoutes from './routes/console/index.js';
import consolePlugin from './plugins/app/console.js';
import hostAppPlugin from './plugins/app/host-app.js';
import kycRepository from './repositories/kyc-repository.js';
import utrRepository from './repositories/utr-repository.js';
import hostRoutes from './routes/host/index.js';
import rateLimits from './plugins/app/rate-limits.js';
import payoutService from './services/payout-service.js';
import payoutCallbackRoutes from './routes/payouts/index.js';
import jobQueuePlugin from './plugins/app/job-queue.js';
import jobScheduler from './plugins/app/job-scheduler.js';
import metricsPlugin from './plugins/app/metrics.js';
import instanceRole from './plugins/app/instance-role.js';
import creditRepository from './repositories/credit-repository.js';
import creditDecisions from './services/credit-decisions.js';
import remindersRepository from './repositories/reminders-repository.js';
import reminderJob from './plugins/app/reminder-job.js';
import hostMessageRoutes from './routes/host/messages.js';
import { servicingDocumentsPlugin } from './services/servicing-documents.js';
import servicingDocumentRoutes from './routes/documents/servicing.js';

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
    bodyLimit: 1024 * 1024,
    connectionTimeout: 60_000,
    // Migrations and the sandbox seed (argon2 hashes) run inside the database plugin; on a busy 2-core machine they outlast the 10 s default.
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
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
  app.setValidatorCompiler(validatorWithInputs);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(configPlugin, { config });
  await app.register(errorHandler);
  await app.register(securityHeaders);
  await app.register(inputGuard);
  await app.register(externalPlugins);
  await app.register(secretsPlugin);
  await app.register(databasePlugin, options.database ? { handle: options.database } : {});
  await app.register(metricsPlugin);
  await app.register(jobQueuePlugin, { start: options.scheduleJobs === true && config.role !== 'web' });
  await app.register(instanceRole);

  await app.register(usersRepository);
  await app.register(sessionsRepository);
  await app.register(otpRepository);
  await app.register(smsOutboxRepository);
  await app.register(contactInfoRepository);
  await app.register(clockRepository);
  await app.register(productsRepository);
  await app.register(ordersRepository);
  await app.register(paymentChannelsRepository);
  await app.register(bankRepository);
  await app.register(complaintsRepository);
  await app.register(eventsRepository);
  await app.register(agreementLinksPlugin);
  await app.register(fileStorage);
  await app.register(smsGatewayPlugin);
  await app.register(loanService);
  await app.register(paymentsRepository);
  await app.register(idempotencyRepository);
  await app.register(paymentService);
  await app.register(authPlugin);
  await app.register(rateLimits);
  await app.register(captchaRepository);
  await app.register(promotionRepository);
  await app.register(promotionService);
  await app.register(staffRepository);
  await app.register(loginThrottleRepository);
  await app.register(auditRepository);
  await app.register(consoleRepository);
  await app.register(payoutsRepository);
  await app.register(payoutService);
  await app.register(staffAuth);
  await app.register(staffActions);
  await app.register(creditRefunds);
  await app.register(configActions);
  await app.register(agreementTemplatesRepository);
  await app.register(templateActions);
  await app.register(kycRepository);
  await app.register(utrRepository);
  await app.register(creditRepository);
  await app.register(creditDecisions);
  await app.register(remindersRepository);
  await app.register(reminderJob);
  await app.register(servicingDocumentsPlugin);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(contactKfInfoRoutes);
  await app.register(loanRoutes);
  await app.register(loanTermsRoutes);
  await app.register(contractsRoutes);
  await app.register(marketRoutes);
  await app.register(variantRoutes);
  await app.register(bankRoutes);
  await app.register(complaintsRoutes);
  await app.register(paymentRoutes);
  await app.register(payoutCallbackRoutes);
  await app.register(promotionRoutes);
  await app.register(hostRoutes);
  await app.register(hostMessageRoutes);
  await app.register(servicingDocumentRoutes);
  await app.register(adminRoutes, { prefix: '/api/admin' });
  await app.register(consoleRoutes, { prefix: '/api/console' });
  await app.register(consolePlugin);
  if (config.mode === 'sandbox') await app.register(sandboxRoutes, { prefix: '/api/sandbox' });
  if (config.mode === 'sandbox') await app.register(sandboxCheckoutRoutes);
  await app.register(hostAppPlugin, options.hostDist ? { distFolder: options.hostDist } : {});
  await app.register(webPlugin, options.webDist ? { distFolder: options.webDist } : {});
  // Scheduled jobs run on the PostgreSQL job queue, on instances whose ROLE is worker or all (decision 067).
  if (options.scheduleJobs) await app.register(jobScheduler);

  return app;
}

export type App = Awaited<ReturnType<typeof build>>;
