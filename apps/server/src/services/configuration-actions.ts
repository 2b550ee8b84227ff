// The console's Configuration section (decision 023): every change to products, payment channels
// and instructions, the bank form, complaint types and contact info goes through here and is
// appended to the audit log with the object before and after, in the same transaction as the change
// (reads and checks run before it: PGlite has one connection). Borrower-facing routes read the same
// tables on every request, so a change shows at once. The console serves one lender (the first).
// Each area's actions live in services/configuration/<area>.ts; this plugin puts them together as one
// app.configActions, so the console's routes see one service.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createBankFormActions } from './configuration/bank-form.js';
import { createComplaintTypeActions } from './configuration/complaint-types.js';
import { createContactInfoActions } from './configuration/contact-info.js';
import { createPaymentChannelActions } from './configuration/payment-channels.js';
import { createProductActions } from './configuration/products.js';

export function createConfigActions(app: FastifyInstance) {
  return {
    ...createProductActions(app),
    ...createPaymentChannelActions(app),
    ...createBankFormActions(app),
    ...createComplaintTypeActions(app),
    ...createContactInfoActions(app),
  };
}

export type ConfigActions = ReturnType<typeof createConfigActions>;

declare module 'fastify' {
  interface FastifyInstance {
    configActions: ConfigActions;
  }
}

export default fp(
  async (app) => {
    app.decorate('configActions', createConfigActions(app));
  },
  {
    name: 'configActions',
    dependencies: [
      'auditRepository',
      'usersRepository',
      'clock',
      'productsRepository',
      'paymentChannelsRepository',
      'bankRepository',
      'complaintsRepository',
      'contactInfoRepository',
    ],
  },
);
