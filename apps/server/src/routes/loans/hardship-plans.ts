// The borrower's side of hardship plans (decision 128): the order page's plan card, the offers for the dates and
// count the borrower picks, the chosen offer, its SMS code and its acceptance. Every order is looked up through
// the caller's session: another borrower's order answers as not found.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  planAcceptSchema,
  planCodeSentResponseSchema,
  planOffersQuerySchema,
  planOffersResponseSchema,
  planOrderParamsSchema,
  planRequestSchema,
  planResponseSchema,
  planStandingResponseSchema,
} from '@lendwell/contracts';
import { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import { borrowerOf } from '../../plugins/app/auth.js';
import { ok } from '../common.js';

const tags = ['loans'];
const security = [{ session: [] }];

const hardshipPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  const ownOrder = async (userId: number, orderId: number) => {
    const order = await app.ordersRepository.findForUser(userId, orderId);
    if (!order) throw notFound('order');
    return order;
  };
  const base = '/api/orders/:orderId/plan';

  app.get(
    base,
    {
      preHandler: app.requireBorrower,
      schema: { tags, security, params: planOrderParamsSchema, response: { 200: planStandingResponseSchema } },
    },
    async (request) => {
      const order = await ownOrder(borrowerOf(request).userId, request.params.orderId);
      return ok(await app.hardshipPlans.standing(order));
    },
  );

  app.get(
    `${base}/offers`,
    {
      preHandler: app.requireBorrower,
      schema: {
        tags,
        security,
        params: planOrderParamsSchema,
        querystring: planOffersQuerySchema,
        response: { 200: planOffersResponseSchema },
      },
    },
    async (request) => {
      const order = await ownOrder(borrowerOf(request).userId, request.params.orderId);
      return ok(await app.hardshipPlans.offers(order, request.query));
    },
  );

  app.post(
    base,
    {
      preHandler: app.requireBorrower,
      schema: {
        tags,
        security,
        params: planOrderParamsSchema,
        body: planRequestSchema,
        response: { 200: planResponseSchema },
      },
    },
    async (request) => {
      const borrower = borrowerOf(request);
      const order = await ownOrder(borrower.userId, request.params.orderId);
      return ok(await app.hardshipPlans.offer(order, request.body, `borrower:${borrower.userId}`));
    },
  );

  app.post(
    `${base}/code`,
    {
      preHandler: app.requireBorrower,
      schema: {
        tags,
        security,
        params: planOrderParamsSchema,
        body: z.object({ planId: z.number().int() }),
        response: { 200: planCodeSentResponseSchema },
      },
    },
    async (request) => {
      const borrower = borrowerOf(request);
      const order = await ownOrder(borrower.userId, request.params.orderId);
      return ok(await app.hardshipPlans.sendCode(borrower, order, request.body.planId));
    },
  );

  app.post(
    `${base}/accept`,
    {
      preHandler: app.requireBorrower,
      schema: {
        tags,
        security,
        params: planOrderParamsSchema,
        body: planAcceptSchema,
        response: { 200: planResponseSchema },
      },
    },
    async (request) => {
      const borrower = borrowerOf(request);
      const order = await ownOrder(borrower.userId, request.params.orderId);
      return ok(await app.hardshipPlans.accept(borrower, order, request.body.planId, request.body.smsCode));
    },
  );
};

export default hardshipPlanRoutes;
