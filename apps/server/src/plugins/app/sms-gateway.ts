import fp from 'fastify-plugin';
import type { SmsGateway } from '../../adapters/sms/sms-gateway.js';
import { createSandboxSmsGateway } from '../../adapters/sms/sandbox-sms-gateway.js';
import { createSemaphoreSmsGateway } from '../../adapters/sms/semaphore-sms-gateway.js';

declare module 'fastify' {
  interface FastifyInstance {
    smsGateway: SmsGateway;
  }
}

export default fp(
  async (app) => {
    const sms = app.config.sms;
    const gateway =
      sms.gateway === 'semaphore' ? createSemaphoreSmsGateway(sms) : createSandboxSmsGateway(app.smsOutboxRepository);
    app.decorate('smsGateway', gateway);
  },
  { name: 'sms-gateway', dependencies: ['config', 'smsOutboxRepository'] },
);
