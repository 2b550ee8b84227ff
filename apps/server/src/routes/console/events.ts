// event/save counts (admin, read-only): taps per module, position and product, named, for an
// inclusive range of Manila dates.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consoleEventCountsQuerySchema,
  consoleEventCountsResponseSchema,
  EVENT_MODULE_NAMES,
  type EventCountItem,
} from '@lendwell/contracts';
import { addDays } from '../../domain/calendar.js';
import { requireRole } from '../../services/staff-auth.js';
import { ok } from '../common.js';
import { consoleMerchantId } from './merchant.js';

const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/counts',
    {
      preHandler: requireRole(),
      schema: {
        tags: ['console'],
        querystring: consoleEventCountsQuerySchema,
        response: { 200: consoleEventCountsResponseSchema },
      },
    },
    async (request) => {
      const merchantId = await consoleMerchantId(app);
      const { from, to } = request.query;
      // The repository's range ends before `to`; staff pick the last day they want counted.
      const rows = await app.eventsRepository.counts(merchantId, { from, to: to ? addDays(to, 1) : undefined });
      const productIds = [...new Set(rows.map((r) => r.productId).filter((id): id is number => id !== null))];
      // Withdrawn products keep their names here: find() does not filter on active.
      const names = new Map(
        await Promise.all(
          productIds.map(
            async (id) => [id, (await app.productsRepository.find(merchantId, id))?.name ?? null] as const,
          ),
        ),
      );
      const items: EventCountItem[] = rows.map((r) => ({
        ...r,
        moduleName: EVENT_MODULE_NAMES[r.moduleId] ?? `Module ${r.moduleId}`,
        productName: r.productId === null ? null : (names.get(r.productId) ?? null),
      }));
      return ok({ items, total: items.reduce((n, r) => n + r.count, 0) });
    },
  );
};

export default eventRoutes;
