// Customer service contacts for the borrower's lender (spec: v3/personal-center/contact-kf-info).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactInfoRequestSchema, contactInfoResponseSchema, optionalBody } from '@lendwell/contracts';
import { notFound } from '../../lib/errors.js';
import { commonQuerySchema, ok } from '../common.js';
import { borrowerOf } from '../../plugins/app/auth.js';

const contactKfInfo: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v3/personal-center/contact-kf-info',
    {
      preHandler: app.requireBorrower,
      schema: {
        tags: ['customer-service'],
        security: [{ session: [] }],
        querystring: commonQuerySchema,
        body: optionalBody(contactInfoRequestSchema),
        response: { 200: contactInfoResponseSchema },
      },
    },
    async (request) => {
      const borrower = borrowerOf(request);
      const row = await app.contactInfoRepository.forMerchant(borrower.merchantId);
      if (!row) throw notFound('contact information');
      return ok({ email: row.email, smWa: row.messagingAccount, telephone: row.telephone });
    },
  );
};
export default contactKfInfo;
