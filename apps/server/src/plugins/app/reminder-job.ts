// Wires the dependencies of the reminder job and the notices job (decision 129) from the app, for the
// scheduler, the console and tests: both send through the one SMS gateway.
import fp from 'fastify-plugin';
import type { NoticeJobDeps } from '../../jobs/borrower-notices.js';
import type { ReminderJobDeps } from '../../jobs/reminders.js';

declare module 'fastify' {
  interface FastifyInstance {
    reminderJobDeps: (overrides?: Partial<ReminderJobDeps>) => ReminderJobDeps;
    noticeJobDeps: (overrides?: Partial<NoticeJobDeps>) => NoticeJobDeps;
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
    app.decorate('noticeJobDeps', (overrides: Partial<NoticeJobDeps> = {}): NoticeJobDeps => ({
      db: app.db,
      now: app.clock.now,
      businessDate: async () => (await app.clock.show()).businessDate,
      send: (phone, body) => app.smsGateway.send(phone, body),
      lender: app.config.brand.productName,
      link: `${app.config.payments.publicBaseUrl ?? ''}/app/loans`,
      ...overrides,
    }));
  },
  { name: 'reminder-job', dependencies: ['remindersRepository', 'clock', 'sms-gateway', 'webhooks'] },
);
