// The product market around an order: event/save (the spec's taps, countable by operators) and the
// joint-login-failure page, which offers our products when a partner sign-in failed.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langOf, wordsOf, type WordKey } from '../../lib/borrower-words/index.js';
import {
  EVENT_MODULES,
  emptyResponseSchema,
  eventSaveRequestSchema,
  failureNoticeRequestSchema,
  failureNoticeResponseSchema,
  productClickRequestSchema,
  targetLinkRequestSchema,
  targetLinkResponseSchema,
} from '@lendwell/contracts';
import { currencyFlagOf } from '@lendwell/contracts/constants';
import { invalid, notFound } from '../../lib/errors.js';
import { commonQuerySchema, ok } from '../common.js';
import { presentRecommended } from '../loans/present.js';
import { offersFor, type Standing } from '../../domain/credit/offers.js';

/** What the borrower reads for each reason the host reports; unknown reasons get the general line. */
const FAILURE_KEYS = {
  expired: 'partnerExpired',
  rejected: 'partnerRejected',
  unavailable: 'partnerUnavailable',
} as const satisfies Record<string, WordKey>;

const market: FastifyPluginAsyncZod = async (app) => {
  const merchantOf = async (merchantNumber: string | undefined, fromSession: number | undefined) => {
    if (fromSession) return fromSession;
    const merchant = await app.usersRepository.resolveMerchant(merchantNumber);
    if (!merchant) throw notFound('merchant');
    return merchant.id;
  };

  app.post(
    '/api/service/event/save',
    {
      preHandler: app.optionalBorrower,
      schema: {
        tags: ['market'],
        querystring: commonQuerySchema,
        body: eventSaveRequestSchema,
        response: { 200: emptyResponseSchema },
      },
    },
    async (request) => {
      const merchantId = await merchantOf(request.query.merchantNumber, request.borrower?.merchantId);
      const { productId, moduleId, positionId } = request.body;
      // Counts are only useful per real product: an unknown id is refused, not stored.
      if (productId !== undefined && !(await app.productsRepository.find(merchantId, productId)))
        throw invalid('productId', 'is not a product of this lender');
      await app.eventsRepository.record({
        merchantId,
        userId: request.borrower?.userId ?? null,
        productId: productId ?? null,
        moduleId,
        positionId: positionId ?? null,
      });
      return ok(null);
    },
  );

  app.post(
    '/api/v3/joint-login/failure-notice',
    {
      preHandler: app.optionalBorrower,
      schema: {
        tags: ['market'],
        querystring: commonQuerySchema,
        body: failureNoticeRequestSchema.optional(),
        response: { 200: failureNoticeResponseSchema },
      },
    },
    async (request) => {
      const merchantId = await merchantOf(request.query.merchantNumber, request.borrower?.merchantId);
      const w = wordsOf(request);
      const products = await app.productsRepository.list(merchantId);
      // What the market offers this borrower (decision 142): with a loan in progress every button is grey and says
      // why; while they must wait after a decline or a rejection nothing is offered and the notice says from when.
      const open = request.borrower ? await app.ordersRepository.openOrderOf(request.borrower.userId) : undefined;
      const standing: Standing =
        request.borrower && products.length
          ? await app.credit.standingOf(
              request.borrower.userId,
              open ? { productId: open.productId } : null,
              Math.max(...products.map((p) => p.config.maxAmountCents)),
            )
          : { kind: 'free', limitCents: null };
      const recProducts = presentRecommended(offersFor(products, standing), 0, {
        includeAll: true,
        real: currencyFlagOf(request.query.real, app.config.brand.real),
        w,
        lang: langOf(request),
      });
      const reason = request.body?.reason ?? '';
      return ok({
        // With a loan open every button is grey: the notice says why and what to do, never 'you can still apply'.
        noticeMessage:
          standing.kind === 'loanOpen'
            ? w('marketRepayFirst')
            : standing.kind === 'waiting'
              ? w('blockerDeclined', { date: standing.reapplyOn })
              : w(recProducts.length ? 'marketStillApply' : 'marketTryLater'),
        errMessage: w(FAILURE_KEYS[reason as keyof typeof FAILURE_KEYS] ?? 'partnerGeneral'),
        recProducts,
      });
    },
  );

  app.post(
    '/api/v3/joint-login/product-click',
    {
      preHandler: app.optionalBorrower,
      schema: {
        tags: ['market'],
        querystring: commonQuerySchema,
        body: productClickRequestSchema,
        response: { 200: emptyResponseSchema },
      },
    },
    async (request) => {
      const merchantId = await merchantOf(request.query.merchantNumber, request.borrower?.merchantId);
      const product = await app.productsRepository.find(merchantId, request.body.productId);
      if (!product) throw notFound('product');
      await app.eventsRepository.record({
        merchantId,
        userId: request.borrower?.userId ?? null,
        productId: product.id,
        moduleId: EVENT_MODULES.jointLoginProduct,
        positionId: request.body.position ?? null,
      });
      return ok(null);
    },
  );

  /** Where a product leads: a partner's web page (http), or our app's own application flow (deep link). */
  app.post(
    '/api/v3/joint-login/target-link',
    {
      preHandler: app.optionalBorrower,
      schema: {
        tags: ['market'],
        querystring: commonQuerySchema,
        body: targetLinkRequestSchema,
        response: { 200: targetLinkResponseSchema },
      },
    },
    async (request) => {
      const merchantId = await merchantOf(request.query.merchantNumber, request.borrower?.merchantId);
      const product = await app.productsRepository.find(merchantId, request.body.productId);
      if (!product || !product.isActive) throw notFound('product');
      const url = product.config.servicingUrl || `${app.config.brand.appScheme}://product?productId=${product.id}`;
      return ok({ url });
    },
  );
};
export default market;
