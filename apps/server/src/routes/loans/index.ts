// Borrower loan endpoints: quote (loan-detail-confirm), apply (loan-detail-push), order details,
// and the data behind the installment and rollover pages. Every order is looked up through the
// caller's session: another borrower's order answers as not found.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  installmentPlanResponseSchema,
  loanConfirmRequestSchema,
  loanConfirmResponseSchema,
  loanPushRequestSchema,
  loanPushResponseSchema,
  optionalBody,
  orderDetailsResponseSchema,
  orderQuerySchema,
  pickProductId,
  rolloverPlanResponseSchema,
} from '@lendwell/contracts';
import { invalid, notFound } from '../../lib/errors.js';
import { OrderStatus } from '../../domain/loan/loan.js';
import { commonQuerySchema, ok } from '../common.js';
import { presentInstallmentPlan, presentOrder, presentQuote, presentRecommended, presentRolloverPlan } from './present.js';

const loans: FastifyPluginAsyncZod = async (app) => {
  const security = [{ session: [] }];
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

  app.post(
    '/api/v3/loan-confirm/loan-detail-confirm',
    { preHandler: app.requireBorrower, schema: { tags: ['loans'], security, querystring: commonQuerySchema, body: optionalBody(loanConfirmRequestSchema), response: { 200: loanConfirmResponseSchema } } },
    async (request) => {
      const productId = requireProductId({ ...request.body, productId: request.body.productId ?? (Number(request.query.productId) || undefined) });
      const { product, quote } = await app.loans.quote(request.borrower!.merchantId, productId, request.body.amount);
      return ok(presentQuote(product, quote));
    },
  );

  app.post(
    '/api/v3/loan-confirm/loan-detail-push',
    { preHandler: app.requireBorrower, schema: { tags: ['loans'], security, querystring: commonQuerySchema, body: loanPushRequestSchema, response: { 200: loanPushResponseSchema } } },
    async (request) => {
      const productId = requireProductId(request.body);
      const { amount, periods, termUnit } = request.body;
      const { order, created } = await app.loans.apply(request.borrower!.userId, request.borrower!.merchantId, { productId, amountCents: amount, periods, termUnit });
      return ok({ orderId: order.id, orderNo: order.orderNo, created, lendDetailsUrl: `/loan/detail?orderId=${order.id}&productId=${order.productId}` });
    },
  );

  app.get(
    '/api/v3/loan-details/loan-details',
    { preHandler: app.requireBorrower, schema: { tags: ['loans'], security, querystring: commonQuerySchema.extend(orderQuerySchema.shape), response: { 200: orderDetailsResponseSchema } } },
    async (request) => {
      const borrower = request.borrower!;
      const order = await ownOrder(borrower.userId, request.query.orderId);
      const product = await app.loans.productFor(borrower.merchantId, order.productId);
      const live = await app.loans.stateOf(order);
      const recommended = presentRecommended(await app.productsRepository.list(borrower.merchantId), order.productId);
      return ok(presentOrder(order, product, live, recommended, app.config.brand.customerServicePhone));
    },
  );

  /** The caller's repayable order with its state as of today. */
  const repayable = async (userId: number, merchantId: number, orderId: number) => {
    const order = await ownOrder(userId, orderId);
    const live = await app.loans.stateOf(order);
    if (!live || order.status === OrderStatus.settled) throw invalid('orderId', 'this order has nothing to repay');
    const product = await app.loans.productFor(merchantId, order.productId);
    const channels = await app.paymentChannelsRepository.list(merchantId);
    return { order, live, product, channels };
  };

  app.post(
    '/api/v3/installment/loan-play-detail',
    { preHandler: app.requireBorrower, schema: { tags: ['repayment'], security, querystring: commonQuerySchema, body: orderQuerySchema, response: { 200: installmentPlanResponseSchema } } },
    async (request) => {
      const { order, live, product, channels } = await repayable(request.borrower!.userId, request.borrower!.merchantId, request.body.orderId);
      return ok(presentInstallmentPlan(order, product, live.state, live.today, channels));
    },
  );

  app.post(
    '/api/floodwater/plan',
    { preHandler: app.requireBorrower, schema: { tags: ['repayment'], security, querystring: commonQuerySchema, body: orderQuerySchema, response: { 200: rolloverPlanResponseSchema } } },
    async (request) => {
      const { order, live, product, channels } = await repayable(request.borrower!.userId, request.borrower!.merchantId, request.body.orderId);
      return ok(presentRolloverPlan(order, product, live.state, live.today, channels));
    },
  );
};
export default loans;
