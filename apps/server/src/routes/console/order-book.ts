// The console's order book (decision 108), any role as the Orders section always was; a collector lists
// and opens only the loans assigned to them (decision 103). Registered under /api/console.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  borrowerFileResponseSchema,
  consoleOrderListQuerySchema,
  consoleOrderListResponseSchema,
  orderNoParamsSchema,
  orderProductOptionsResponseSchema,
} from '@lendwell/contracts';
import { invalid } from '../../lib/errors.js';
import { bucketRange } from '../../domain/collections/buckets.js';
import { readOrderSearch } from '../../domain/order-search.js';
import { assignedCollectorOf } from '../../domain/collections/visibility.js';
import { borrowerFile } from '../../services/borrower-file.js';
import { ok } from '../common.js';

const tags = ['console'];

const orderBookRoutes: FastifyPluginAsyncZod = async (app) => {
  // Newest first, a page at a time: `before` is the last row's id of the page before (keyset paging).
  app.get(
    '/orders',
    { schema: { tags, querystring: consoleOrderListQuerySchema, response: { 200: consoleOrderListResponseSchema } } },
    async (request) => {
      const { q, bucket, appliedFrom, appliedTo, minAmountCents, maxAmountCents, ...rest } = request.query;
      if (appliedFrom && appliedTo && appliedFrom > appliedTo)
        throw invalid('appliedTo', 'must be on or after appliedFrom', {
          sentence: 'The last application date comes before the first.',
        });
      if (minAmountCents !== undefined && maxAmountCents !== undefined && minAmountCents > maxAmountCents)
        throw invalid('maxAmountCents', 'must be at least minAmountCents', {
          sentence: 'The largest amount is below the smallest.',
        });
      const search = q ? readOrderSearch(q) : null;
      if (q && !search)
        throw invalid('q', 'must be a name, a phone, an order number or the ID’s last four digits', {
          sentence: 'Search by a name, a phone, an order number or the last four digits of an ID.',
        });
      const list = await app.orderBookRepository.list(
        {
          ...rest,
          search,
          daysPastDue: bucket ? bucketRange(bucket) : undefined,
          appliedFrom,
          appliedTo,
          minAmountCents,
          maxAmountCents,
        },
        assignedCollectorOf(request.staff!),
      );
      return ok(list);
    },
  );

  // The product filter's options, retired products too: their orders are still in the book.
  app.get('/order-products', { schema: { tags, response: { 200: orderProductOptionsResponseSchema } } }, async () => {
    const merchant = await app.usersRepository.resolveMerchant();
    const products = merchant ? await app.productsRepository.listAll(merchant.id) : [];
    return ok({ items: products.map((p) => ({ id: p.id, name: p.name })) });
  });

  app.get(
    '/orders/:orderNo/borrower-file',
    { schema: { tags, params: orderNoParamsSchema, response: { 200: borrowerFileResponseSchema } } },
    async (request) => ok(await borrowerFile(app, request.params.orderNo, assignedCollectorOf(request.staff!))),
  );
};
export default orderBookRoutes;
