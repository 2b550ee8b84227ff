// A collector's "Propose a plan" (decision 128): the offers for a loan they may see (a collector only their own
// assigned loans, decision 103), and the offer sent to the borrower, who accepts it in the app with an SMS code.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  orderNoParamsSchema,
  planOffersQuerySchema,
  planOffersResponseSchema,
  planRequestSchema,
  planResponseSchema,
  planStandingResponseSchema,
} from '@lendwell/contracts';
import { assignedCollectorOf } from '../../domain/collections/visibility.js';
import { notFound } from '../../lib/errors.js';
import { actorOf, requireRole } from '../../services/staff-auth.js';
import { ok } from '../common.js';

const tags = ['console'];

const consoleHardshipPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireRole('collector', 'collections_supervisor'));
  const visibleOrder = async (orderNo: string, staff: { id: number; role: string }) => {
    const order = await app.ordersRepository.findByNoFor(orderNo, assignedCollectorOf(staff));
    if (!order) throw notFound('order');
    return order;
  };

  app.get(
    '/:orderNo',
    { schema: { tags, params: orderNoParamsSchema, response: { 200: planStandingResponseSchema } } },
    async (request) => ok(await app.hardshipPlans.standing(await visibleOrder(request.params.orderNo, request.staff!))),
  );

  app.get(
    '/:orderNo/offers',
    {
      schema: {
        tags,
        params: orderNoParamsSchema,
        querystring: planOffersQuerySchema,
        response: { 200: planOffersResponseSchema },
      },
    },
    async (request) =>
      ok(await app.hardshipPlans.offers(await visibleOrder(request.params.orderNo, request.staff!), request.query)),
  );

  app.post(
    '/:orderNo',
    { schema: { tags, params: orderNoParamsSchema, body: planRequestSchema, response: { 200: planResponseSchema } } },
    async (request) => {
      const order = await visibleOrder(request.params.orderNo, request.staff!);
      return ok(await app.hardshipPlans.offer(order, request.body, actorOf(request.staff!)));
    },
  );
};

export default consoleHardshipPlanRoutes;
