// Console payouts (decisions 040, 041): finance sees payouts in flight, failed and returned with the
// provider's reference and reason, and the day's total against the provider's report; finance runs
// reconciliation and releases the new-account hold; an admin sets the lender's payout limits. Payout
// cases (decision 104): money paid for an attempt recorded as failed, listed and resolved by finance.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  consolePayoutListResponseSchema,
  consolePayoutCaseListResponseSchema,
  consolePayoutCaseQuerySchema,
  payoutCaseIdParamsSchema,
  payoutCaseResolvedResponseSchema,
  type ConsolePayoutCaseRow,
  type PayoutCaseKind,
  payoutHoldReleasedResponseSchema,
  payoutReconcileResponseSchema,
  payoutSettingsResponseSchema,
  sandboxPayoutDrillResponseSchema,
  consoleDecisionSchema,
  consolePayoutQuerySchema,
  ErrorCode,
  orderNoParamsSchema,
  payoutSettingsSchema,
  proposedResponseSchema,
  type ConsolePayoutRow,
  type PayoutSettings,
} from '@lendwell/contracts';
import { RAIL_NAMES, type PayoutRail } from '../../domain/payouts/routing.js';
import { AppError } from '../../lib/errors.js';
import type { PayoutState } from '../../repositories/payouts-repository.js';
import { actorOf, requireRole } from '../../services/staff-auth.js';
import { txnIdOf } from '../../services/payout-service.js';
import { ok } from '../common.js';
import { consoleMerchantId } from './merchant.js';

const VIEWS: Record<'pending' | 'failed' | 'returned', PayoutState[]> = {
  pending: ['requested', 'pending'],
  failed: ['failed'],
  returned: ['returned'],
};

const consolePayoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['console'];
  const actor = (request: { staff?: { id: number; email: string } }) => actorOf(request.staff!);
  const settingsOf = (row: { dailyLimitCents: number | null; holdHours: number }): PayoutSettings => ({
    dailyLimitCents: row.dailyLimitCents,
    holdHours: row.holdHours,
  });

  app.get(
    '/payouts',
    {
      preHandler: requireRole('finance'),
      schema: { tags, querystring: consolePayoutQuerySchema, response: { 200: consolePayoutListResponseSchema } },
    },
    async (request) => {
      const rows = await app.payoutsRepository.list(VIEWS[request.query.view]);
      const items: ConsolePayoutRow[] = rows.map((r) => ({
        ...r,
        status: r.status as PayoutState,
        channel: RAIL_NAMES[r.channel as PayoutRail] ?? (r.channel || '—'),
        updatedAt: r.updatedAt.toISOString(),
      }));
      return ok({ items, day: await app.payoutService.dayReport() });
    },
  );

  app.get(
    '/payout-cases',
    {
      preHandler: requireRole('finance'),
      schema: {
        tags,
        querystring: consolePayoutCaseQuerySchema,
        response: { 200: consolePayoutCaseListResponseSchema },
      },
    },
    async (request) => {
      const rows = await app.payoutService.cases(request.query.view === 'open');
      const items: ConsolePayoutCaseRow[] = rows.map((r) => ({ ...r, kind: r.kind as PayoutCaseKind }));
      return ok({ items });
    },
  );

  app.post(
    '/payout-cases/:id/resolve',
    {
      preHandler: requireRole('finance'),
      schema: {
        tags,
        params: payoutCaseIdParamsSchema,
        body: consoleDecisionSchema,
        response: { 200: payoutCaseResolvedResponseSchema },
      },
    },
    async (request) => ok(await app.payoutService.resolveCase(actor(request), request.params.id, request.body.reason)),
  );

  app.post(
    '/payouts/reconcile',
    { preHandler: requireRole('finance'), schema: { tags, response: { 200: payoutReconcileResponseSchema } } },
    async (request) => {
      const summary = await app.payoutService.reconcile(0);
      await app.auditRepository.append({ actor: actor(request), action: 'payouts.reconcile', after: summary });
      return ok(summary);
    },
  );

  app.post(
    '/orders/:orderNo/payout-hold-release',
    {
      preHandler: requireRole('finance'),
      schema: {
        tags,
        params: orderNoParamsSchema,
        body: consoleDecisionSchema,
        response: { 200: payoutHoldReleasedResponseSchema, 202: proposedResponseSchema },
      },
    },
    // Proposed for a second person instead when the setting asks (202, decision 113).
    async (request, reply) => {
      const { orderNo } = request.params;
      const { reason } = request.body;
      const proposed = await app.approvals.proposeIfNeeded(
        request.staff!,
        'payout_hold_release',
        { orderNo, reason },
        reason,
      );
      if (proposed) return reply.code(202).send(ok(proposed));
      return ok(await app.payoutService.releaseHold(actor(request), orderNo, reason));
    },
  );

  app.get(
    '/payout-settings',
    { preHandler: requireRole('finance'), schema: { tags, response: { 200: payoutSettingsResponseSchema } } },
    async () => ok(settingsOf(await app.payoutsRepository.settings(await consoleMerchantId(app)))),
  );

  app.post(
    '/payout-settings',
    {
      preHandler: requireRole('admin'),
      schema: { tags, body: payoutSettingsSchema, response: { 200: payoutSettingsResponseSchema } },
    },
    async (request) => {
      const merchantId = await consoleMerchantId(app);
      const after = await app.db.transaction(async (tx) => {
        const before = settingsOf(await app.payoutsRepository.settings(merchantId, tx));
        const row = settingsOf(
          await app.payoutsRepository.updateSettings(merchantId, { ...request.body, updatedBy: actor(request) }, tx),
        );
        await app.auditRepository.append(
          { actor: actor(request), action: 'payouts.settings', target: `merchant:${merchantId}`, before, after: row },
          tx,
        );
        return row;
      });
      return ok(after);
    },
  );

  // Sandbox drill: the bank credits a payout held pending (an account ending in 3333).
  app.post(
    '/sandbox/payouts/:orderNo/credit',
    {
      preHandler: requireRole('admin'),
      schema: {
        tags,
        params: orderNoParamsSchema,
        body: z.object({}).optional(),
        response: { 200: sandboxPayoutDrillResponseSchema },
      },
    },
    async (request) => {
      if (!app.sandboxPayout)
        throw new AppError(ErrorCode.conflict, 'credits can be drilled only with the sandbox payout provider');
      const order = await app.ordersRepository.findByNo(request.params.orderNo);
      const row = order ? await app.payoutsRepository.find(order.id) : undefined;
      if (!order || !row || !(await app.sandboxPayout.release(txnIdOf(order.orderNo, row.attempt))))
        throw new AppError(ErrorCode.conflict, `${request.params.orderNo} has no payout held at the sandbox bank`);
      const after = await app.payoutsRepository.find(order.id);
      return ok({ orderNo: order.orderNo, payout: after?.status ?? 'unknown' });
    },
  );

  // Sandbox drill: the receiving bank returns a payout days later.
  app.post(
    '/sandbox/payouts/:orderNo/return',
    {
      preHandler: requireRole('admin'),
      schema: {
        tags,
        params: orderNoParamsSchema,
        body: z.object({}).optional(),
        response: { 200: sandboxPayoutDrillResponseSchema },
      },
    },
    async (request) => {
      if (!app.sandboxPayout)
        throw new AppError(ErrorCode.conflict, 'returns can be drilled only with the sandbox payout provider');
      const order = await app.ordersRepository.findByNo(request.params.orderNo);
      const row = order ? await app.payoutsRepository.find(order.id) : undefined;
      if (!order || !row || row.status !== 'succeeded')
        throw new AppError(ErrorCode.conflict, `${request.params.orderNo} has no succeeded payout to return`);
      await app.sandboxPayout.returnLater(txnIdOf(order.orderNo, row.attempt));
      const after = await app.payoutsRepository.find(order.id);
      return ok({ orderNo: order.orderNo, payout: after?.status ?? 'unknown' });
    },
  );
};

export default consolePayoutRoutes;
