// Webhook deliveries (admin, decision 120): the outbox by state, one event's attempts, and Retry (failed) and
// Replay (delivered), each audited with the staff member's name. Thin: app.webhooks holds the rules.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  optionalBody,
  webhookAttemptsResponseSchema,
  webhookListQuerySchema,
  webhookListResponseSchema,
  webhookRequeuedResponseSchema,
  webhookSeqParamsSchema,
} from '@lendwell/contracts';
import { z } from 'zod';
import { webhookStateWords, webhookTypeWords } from '../../domain/webhooks/webhooks.js';
import type { webhookEvents, webhookAttempts } from '../../db/schema.js';
import { actorOf, requireRole } from '../../services/staff-auth.js';
import { ok } from '../common.js';

const tags = ['console'];
const PAGE = 50;

const deliveryView = (row: typeof webhookEvents.$inferSelect) => ({
  seq: row.seq,
  id: row.id,
  type: row.type,
  typeName: webhookTypeWords(row.type),
  orderNo: row.orderNo,
  state: row.state,
  stateName: webhookStateWords(row.state, row.attempts),
  attempts: row.attempts,
  nextAttemptAt: row.state === 'pending' ? row.nextAttemptAt : null,
  lastError: row.lastError,
  deliveredAt: row.deliveredAt,
  createdAt: row.createdAt,
});

const attemptView = (row: typeof webhookAttempts.$inferSelect) => ({
  id: row.id,
  attemptedAt: row.attemptedAt,
  statusCode: row.statusCode,
  outcome: row.error === null ? `Delivered (${row.statusCode})` : row.error.replace(/^./, (c) => c.toUpperCase()),
  durationMs: row.durationMs,
});

const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', requireRole());

  app.get(
    '/',
    { schema: { tags, querystring: webhookListQuerySchema, response: { 200: webhookListResponseSchema } } },
    async (request) => {
      const rows = await app.webhooks.list({ ...request.query, limit: PAGE });
      return ok({
        configured: app.webhooks.enabled,
        items: rows.map(deliveryView),
        nextBeforeSeq: rows.length === PAGE ? rows[rows.length - 1]!.seq : null,
      });
    },
  );

  app.get(
    '/:seq/attempts',
    { schema: { tags, params: webhookSeqParamsSchema, response: { 200: webhookAttemptsResponseSchema } } },
    async (request) => {
      const { event, attempts } = await app.webhooks.attempts(request.params.seq);
      return ok({ delivery: deliveryView(event), attempts: attempts.map(attemptView) });
    },
  );

  const body = optionalBody(z.object({}));
  app.post(
    '/:seq/retry',
    { schema: { tags, params: webhookSeqParamsSchema, body, response: { 200: webhookRequeuedResponseSchema } } },
    async (request) => {
      const moved = await app.webhooks.retry(actorOf(request.staff!), request.params.seq);
      return ok({ ...moved, message: 'Saved. The event will be sent again within a minute.' });
    },
  );

  app.post(
    '/:seq/replay',
    { schema: { tags, params: webhookSeqParamsSchema, body, response: { 200: webhookRequeuedResponseSchema } } },
    async (request) => {
      const moved = await app.webhooks.replay(actorOf(request.staff!), request.params.seq);
      return ok({ ...moved, message: 'Saved. The event will be sent again, with the same id, within a minute.' });
    },
  );
};

export default webhookRoutes;
