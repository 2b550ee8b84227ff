// Public: the loan terms of every active product, written from their configuration
// (domain/loan/loan-terms.ts) for the official site and the agreements.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loanTermsResponseSchema, READING_VERSION_NOTICE } from '@lendwell/contracts';
import { loanTerms } from '../../domain/loan/loan-terms.js';
import { langOf } from '../../lib/borrower-words/index.js';
import { notFound } from '../../lib/errors.js';
import { commonQuerySchema, ok } from '../common.js';

const loanTermsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/loan-terms',
    { schema: { tags: ['site'], querystring: commonQuerySchema, response: { 200: loanTermsResponseSchema } } },
    async (request) => {
      const merchant = await app.usersRepository.resolveMerchant(request.query.merchantNumber);
      if (!merchant) throw notFound('merchant');
      const { brand } = app.config;
      const products = await app.productsRepository.list(merchant.id);
      return ok({
        lender: {
          legalName: brand.lenderLegalName,
          secRegistrationNo: brand.secRegistrationNo,
          certificateOfAuthorityNo: brand.certificateOfAuthorityNo,
        },
        ...(langOf(request) === 'fil' ? { readingNotice: READING_VERSION_NOTICE } : {}),
        products: products.map((p) => ({
          productId: p.id,
          name: p.name,
          // A Filipino reader gets the reading version; the English is the official text (decision 132).
          sections: loanTerms(p.config, { legalName: brand.lenderLegalName }, langOf(request)),
        })),
      });
    },
  );
};
export default loanTermsRoute;
