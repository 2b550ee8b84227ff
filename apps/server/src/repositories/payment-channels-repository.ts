import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { paymentChannels } from '../db/schema.js';
import { repositoryPlugin } from './repository-plugin.js';

export function createPaymentChannelsRepository(db: Database) {
  return {
    async list(merchantId: number) {
      return db
        .select()
        .from(paymentChannels)
        .where(and(eq(paymentChannels.merchantId, merchantId), eq(paymentChannels.isActive, true)))
        .orderBy(asc(paymentChannels.sort), asc(paymentChannels.id));
    },
  };
}

export type PaymentChannelsRepository = ReturnType<typeof createPaymentChannelsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    paymentChannelsRepository: PaymentChannelsRepository;
  }
}

export default repositoryPlugin('paymentChannelsRepository', (app) => createPaymentChannelsRepository(app.db));
