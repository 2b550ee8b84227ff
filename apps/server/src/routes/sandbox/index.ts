// Sandbox-only conveniences for /testPreview: a session for the demo borrower and the SMS outbox.
// The whole prefix is absent in production mode.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { previewSessionResponseSchema, smsOutboxResponseSchema } from '@lendwell/contracts';
import { DEMO } from '../../db/seed.js';
import { ok } from '../common.js';

const sandbox: FastifyPluginAsyncZod = async (app) => {
  const demoProductId = async (merchantId: number) =>
    String((await app.productsRepository.idByCode(merchantId, DEMO.productCode)) ?? '');

  app.post(
    '/preview-session',
    { schema: { tags: ['sandbox'], response: { 200: previewSessionResponseSchema } } },
    async () => {
      const merchantId = await app.auth.merchantId(DEMO.merchantNumber);
      const session = await app.auth.openSession(merchantId, DEMO.borrowerPhone, DEMO.deviceId);
      return ok({
        ...session,
        mobilePhone: DEMO.borrowerPhoneLocal,
        deviceId: DEMO.deviceId,
        merchantNumber: DEMO.merchantNumber,
        productId: await demoProductId(merchantId),
      });
    },
  );

  app.get('/sms-outbox', { schema: { tags: ['sandbox'], response: { 200: smsOutboxResponseSchema } } }, async () =>
    ok({ items: await app.smsOutboxRepository.list(10) }),
  );
};
export default sandbox;
