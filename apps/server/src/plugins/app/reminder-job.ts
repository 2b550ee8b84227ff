// Wires the reminder job's dependencies from the app, for the scheduler, the console and tests.
import fp from 'fastify-plugin';
import type { ReminderJobDeps } from '../../jobs/reminders.js';

declare module 'fastify' {
  interface FastifyInstance {
    reminderJobDeps: (overrides?: Partial<ReminderJobDeps>) => ReminderJobDeps;
  }
}

export default fp(
  async (app) => {
    app.decorate('reminderJobDeps', (overrides: Partial<ReminderJobDeps> = {}): ReminderJobDeps => ({
      db: app.db,
      reminders: app.remindersRepository,
      now: app.clock.now,
      businessDate: async () => (await app.clock.show()).businessDate,
      send: (phone, body) => app.smsGateway.send(phone, body),
      lender: app.config.brand.productName,
      link: `${app.config.payments.publicBaseUrl ?? ''}/app/loans`,
      webhooks: app.webhooks,
      ...overrides,
    }));
  },
  { name: 'reminder-job', dependencies: ['remindersRepository', 'clock', 'sms-gateway', 'webhooks'] },
);
