// Borrower loan endpoints: quote (loan-detail-confirm), apply (loan-detail-push), order details,
// and the data behind the installment and rollover pages. Every order is looked up through the
// caller's session: another borrower's order answers as not found.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langOf, wordsOf, type Lang } from '../../lib/borrower-words/index.js';
import {
  installmentPlanResponseSchema,
  loanConfirmRequestSchema,
  loanConfirmResponseSchema,
  loanPushRequestSchema,
  loanPushResponseSchema,
  optionalBody,
  optionalIdSchema,
  orderDetailsResponseSchema,
  orderQuerySchema,
  pickProductId,
  rolloverPlanResponseSchema,
  googleScoreRequestSchema,
  orderScoreRequestSchema,
  emptyResponseSchema,
} from '@lendwell/contracts';
import { CARD_CHANNEL_NUMBER, currencyFlagOf } from '@lendwell/contracts/constants';
import { invalid, notFound } from '../../lib/errors.js';
import { backPopupIn, payNoticeOf } from '../../services/configured-texts.js';
import { OrderStatus } from '../../domain/loan/loan.js';
import { offersFor, type Standing } from '../../domain/credit/offers.js';
import { commonQuerySchema, ok } from '../common.js';
import {
  presentInstallmentPlan,
  presentOrder,
  presentQuote,
  presentRecommended,
  presentRolloverPlan,
} from './present.js';
import { borrowerOf } from '../../plugins/app/auth.js';

const loans: FastifyPluginAsyncZod = async (app) => {
  /** A decided application's answer with the reviewer's category in the reader's language (decision 132). */
  const answerIn = async <A extends { reviewCategory?: string | null }>(lang: Lang, answer: A | null) =>
    answer?.reviewCategory
      ? { ...answer, ...(await app.reviewTriage.categoryIn(lang, answer.reviewCategory)) }
      : answer;
  const security = [{ session: [] }];
  const privacy = app.privacyDesk;
  const requireProductId = (v: { productId?: number; product_id?: number }) => {
    const id = pickProductId(v);
    if (id === undefined) throw invalid('productId', 'is required');
    return id;
  };

  /** The caller's order, or not found (also when it belongs to someone else). */
  const ownOrder = async (userId: number, orderId: number) => {
    const order = await app.ordersRepository.findForUser(userId, orderId);
    if (!order) throw notFound('order');
    return order;
  };

  /** An order's product even after it was withdrawn (console): existing orders keep working. */
  const productOfOrder = async (merchantId: number, productId: number) => {
    const product = await app.productsRepository.find(merchantId, productId);
    if (!product) throw notFound('product');
    return product;
  };

  app.post(
    '/api/v3/loan-confirm/loan-detail-confirm',
    {
      preHandler: app.requireBorrower,
      schema: {
        tags: ['loans'],
        security,
        querystring: commonQuerySchema,
        body: optionalBody(loanConfirmRequestSchema),
        response: { 200: loanConfirmResponseSchema },
      },
    },
    async (request) => {
      // The host may put productId in the page query too; it is read under the same rule as the body's.
      const fromQuery = optionalIdSchema.safeParse(request.query.productId);
      if (!fromQuery.success) throw invalid('productId', fromQuery.error.issues[0]?.message ?? 'is invalid');
      const productId = requireProductId({ ...request.body, productId: request.body.productId ?? fromQuery.data });
      const borrower = borrowerOf(request);
      const { product, quote } = await app.loans.quote(borrower.merchantId, productId, request.body.amount);
      // A first-time borrower reads the privacy consent before anything else.
      const firstLoan = (await app.ordersRepository.listForUser(borrower.userId)).length === 0;
      const popAgreementUrl = firstLoan
        ? app.agreementLinks.url(
            {
              userId: borrower.userId,
              productId,
              orderId: null,
              amountCents: quote.principalCents,
              position: 3,
            },
            langOf(request),
          )
        : '';
      // The consent ledger keeps which notice version was shown, and when (decisions 126 and 136).
      if (firstLoan) await privacy.recordPrivacyNotice(borrower.userId, 'shown');
      const creditLimitCents = await app.credit.limitOf(borrower.userId, product.config.maxAmountCents);
      return ok({
        ...presentQuote(product, quote, {
          backPopup: backPopupIn(langOf(request), app.config.brand.confirmBackPopup),
          popAgreementUrl,
          real: String(currencyFlagOf(request.query.real, app.config.brand.real)),
          w: wordsOf(request),
        }),
        creditLimitCents,
      });
    },
  );

  app.post(
    '/api/v3/loan-confirm/loan-detail-push',
    {
      preHandler: app.requireBorrower,
      schema: {
        tags: ['loans'],
        security,
        querystring: commonQuerySchema,
        body: loanPushRequestSchema,
        response: { 200: loanPushResponseSchema },
      },
    },
    async (request) => {
      const productId = requireProductId(request.body);
      const { amount, periods, termUnit } = request.body;
      const { merchantId, userId } = borrowerOf(request);
      const firstLoan = (await app.ordersRepository.listForUser(userId)).length === 0;
      const { order, created, blocked } = await app.loans.apply(userId, merchantId, {
        productId,
        amountCents: amount,
        periods,
        termUnit,
      });
      // A first application is made past the privacy notice's "Agree" (decision 136): the ledger records it.
      if (created && firstLoan) await privacy.recordPrivacyNotice(userId, 'agreed');
      const openProductName = blocked
        ? ((await app.productsRepository.find(merchantId, order.productId))?.name ?? '')
        : '';
      return ok({
        orderId: order.id,
        orderNo: order.orderNo,
        created,
        blocked,
        openProductName,
        lendDetailsUrl: `/loan/detail?orderId=${order.id}&productId=${order.productId}`,
      });
    },
  );

  app.get(
    '/api/v3/loan-details/loan-details',
    {
      preHandler: app.requireBorrower,
      schema: {
        tags: ['loans'],
        security,
        querystring: commonQuerySchema.extend(orderQuerySchema.shape),
        response: { 200: orderDetailsResponseSchema },
      },
    },
    async (request) => {
      const borrower = borrowerOf(request);
      // The page's currency flag: the sentences written here show the symbol the page shows.
      const real = currencyFlagOf(request.query.real, app.config.brand.real);
      // The borrower's own order and everything the page shows of it are one statement (its state, the page's
      // small facts, the hotline, the payout, the credit answer, the clock and the lender's products, read once:
      // the order's own even when withdrawn, and the active ones recommended beside it; loan-page-repository.ts).
      const page = await app.loanPageRepository.read(request.query.orderId, borrower.userId, borrower.merchantId);
      if (!page) throw notFound('order');
      const { order, products: allProducts } = page;
      const live = await app.loans.stateFrom(order, page.state, page.overrideDate);
      const { facts } = page;
      const creditCents = order.disbursedOn ? facts.creditHeldCents : 0;
      const product = allProducts.find((p) => p.id === order.productId);
      if (!product) throw notFound('product');
      const products = allProducts.filter((p) => p.isActive);
      const rated = facts.rating !== null;
      const redirectUrl = order.status === OrderStatus.underReview ? '' : (product.config.servicingUrl ?? '');
      // The hotline as the console last set it (contact info), the brand's number until then.
      const telephone = page.telephone ?? app.config.brand.customerServicePhone;
      // While any loan is open, applying cannot work: the market offers nothing to apply for (decision 050).
      const hasOpenLoan = facts.hasOpenOrder;
      // What the market offers (decisions 130 and 142): nothing while a loan is open or the borrower must wait,
      // else ranges up to their limit. The wait and the limit are asked only when the market could show.
      const standing: Standing = hasOpenLoan
        ? { kind: 'loanOpen', productId: null, limitCents: null }
        : !products.length
          ? { kind: 'free', limitCents: null }
          : await app.credit.standingOf(
              borrower.userId,
              null,
              Math.max(...products.map((p) => p.config.maxAmountCents)),
            );
      const recommended = presentRecommended(offersFor(products, standing), order.productId, {
        real,
        w: wordsOf(request),
        lang: langOf(request),
      });
      return ok({
        ...presentOrder(order, product, live, recommended, {
          telephone,
          rated,
          redirectUrl,
          creditCents,
          hasOpenLoan,
          reapplyOn: standing.kind === 'waiting' ? standing.reapplyOn : null,
          real,
          payout: page.payout,
          w: wordsOf(request),
          // Read only for an approved order: nowhere else does the page need the account (decision 129).
          accountMissing:
            order.status === OrderStatus.disbursing && !(await app.bankRepository.current(borrower.userId)),
        }),
        creditAnswer: await answerIn(
          langOf(request),
          app.credit.answerFrom(
            page.creditAnswer,
            order.status === OrderStatus.rejected ? await app.reviewRepository.rejectionOf(order.id) : null,
          ),
        ),
      });
    },
  );

  // The rating prompt of a settled order. 4 or 5 stars go on to the app store and are recorded as 5
  // (the spec's google-score); fewer are recorded as given, so the lender hears unhappy borrowers.
  const rate = async (userId: number, orderId: number, score: number) => {
    const order = await ownOrder(userId, orderId);
    if (order.status !== OrderStatus.settled) throw invalid('orderId', 'only a settled loan can be rated');
    await app.ordersRepository.rate(order.id, userId, score);
    return ok(null);
  };
  app.post(
    '/api/v3/loan-details/google-score',
    {
      preHandler: app.requireBorrower,
      schema: {
        tags: ['loans'],
        security,
        querystring: commonQuerySchema,
        body: googleScoreRequestSchema,
        response: { 200: emptyResponseSchema },
      },
    },
    async (request) => {
      // The order from the page's query when the body leaves it out, as the spec's client sends it (decision 118).
      const fromPage = optionalIdSchema.safeParse(request.query.orderId);
      if (!fromPage.success) throw invalid('orderId', 'must be a valid order id');
      const orderId = request.body.orderId ?? fromPage.data;
      if (orderId === undefined) throw invalid('orderId', 'is required');
      return rate(borrowerOf(request).userId, orderId, request.body.score);
    },
  );
  app.post(
    '/api/v3/loan-details/order-score',
    {
      preHandler: app.requireBorrower,
      schema: {
        tags: ['loans'],
        security,
        querystring: commonQuerySchema,
        body: orderScoreRequestSchema,
        response: { 200: emptyResponseSchema },
      },
    },
    async (request) => rate(borrowerOf(request).userId, request.body.orderId, request.body.score),
  );

  // Closing the bank-card prompt clears cardNeedPop, so it does not show on every visit.
  app.post(
    '/api/v3/loan-details/card-pop-close',
    {
      preHandler: app.requireBorrower,
      schema: {
        tags: ['loans'],
        security,
        querystring: commonQuerySchema,
        body: orderQuerySchema,
        response: { 200: emptyResponseSchema },
      },
    },
    async (request) => {
      const order = await ownOrder(borrowerOf(request).userId, request.body.orderId);
      await app.ordersRepository.update(app.db, order.id, { cardNeedPop: 0 });
      return ok(null);
    },
  );

  /** What the installment and rollover pages show: the caller's repayable order, its product and channels. */
  const repaymentPage = async (userId: number, merchantId: number, orderId: number) => {
    const { order, live } = await app.loans.repayable(userId, orderId);
    const product = await productOfOrder(merchantId, order.productId);
    const channels = await app.paymentChannelsRepository.list(merchantId);
    return { order, live, product, channels };
  };
  /** The installment page also offers the card flow (payway) where the lender charges cards. */
  const withCard = <C extends { name: string; logoUrl: string; channelNumber: string }>(channels: C[]) =>
    app.payments.cardsOffered()
      ? [...channels, { name: 'Bank card', logoUrl: '/brand/channel-bank.svg', channelNumber: CARD_CHANNEL_NUMBER }]
      : channels;

  app.post(
    '/api/v3/installment/loan-play-detail',
    {
      preHandler: app.requireBorrower,
      schema: {
        tags: ['repayment'],
        security,
        querystring: commonQuerySchema,
        body: orderQuerySchema,
        response: { 200: installmentPlanResponseSchema },
      },
    },
    async (request) => {
      const { order, live, product, channels } = await repaymentPage(
        borrowerOf(request).userId,
        borrowerOf(request).merchantId,
        request.body.orderId,
      );
      const plan = presentInstallmentPlan(order, product, live.state, live.today, withCard(channels), wordsOf(request));
      // The default payment is the borrower's live repay code for exactly the amount due (decision 050).
      const def = await app.payments.defaultPayCode(
        borrowerOf(request).merchantId,
        order.id,
        { purpose: 'repay', amountCents: plan.repayAmount },
        langOf(request),
      );
      return ok(def ? { ...plan, defDetail: def } : plan);
    },
  );

  app.post(
    '/api/floodwater/plan',
    {
      preHandler: app.requireBorrower,
      schema: {
        tags: ['repayment'],
        security,
        querystring: commonQuerySchema,
        body: orderQuerySchema,
        response: { 200: rolloverPlanResponseSchema },
      },
    },
    async (request) => {
      const { order, live, product, channels } = await repaymentPage(
        borrowerOf(request).userId,
        borrowerOf(request).merchantId,
        request.body.orderId,
      );
      const plan = presentRolloverPlan(order, product, live.state, live.today, channels, wordsOf(request));
      // The spec's 'as above': the rollover page shows its own live code, one for the extension's amount.
      const def = plan.allowed
        ? await app.payments.defaultPayCode(
            borrowerOf(request).merchantId,
            order.id,
            { purpose: 'rollover', amountCents: plan.delayInfo.delayAmount },
            langOf(request),
          )
        : null;
      if (def) return ok({ ...plan, defDetail: def });
      const guides = await app.paymentsRepository.guides(borrowerOf(request).merchantId);
      const otc = channels.find((c) => c.kind === 'otc')?.channelNumber;
      const payNotice = payNoticeOf(
        guides.filter((x) => x.channelNumber === otc),
        langOf(request),
      );
      return ok({ ...plan, defDetail: { ...plan.defDetail, payNotice } });
    },
  );
};
export default loans;
