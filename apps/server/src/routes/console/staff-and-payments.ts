// Finance's list of payments and reconciliation on demand; the admin's staff accounts (a role change proposed
// for a second admin when the settings ask, decision 113); the sandbox tools (SMS outbox, clock, close of business).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cobRunResponseSchema,
  consoleOutboxResponseSchema,
  consolePaymentListResponseSchema,
  paymentReconcileResponseSchema,
  staffCreatedResponseSchema,
  staffListResponseSchema,
  staffUpdatedResponseSchema,
  clockResponseSchema,
  clockSetSchema,
  cobRunSchema,
  consoleOutboxQuerySchema,
  consolePaymentQuerySchema,
  consoleReconcileSchema,
  staffCreateRequestSchema,
  staffUpdateSchema,
  normalizePhMobile,
  ErrorCode,
  optionalBody,
  idSchema,
  proposedResponseSchema,
} from '@lendwell/contracts';
import { z } from 'zod';
import { AppError, invalid } from '../../lib/errors.js';
import { actorOf, requireRole } from '../../services/staff-auth.js';
import { ok } from '../common.js';

const idParams = z.object({ id: idSchema });
const tags = ['console'];

const staffAndPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: { staff?: { id: number; email: string } }) => actorOf(request.staff!);

  // Payments (finance): every payment however it was posted (decision 108), by state; reconciliation on demand.
  app.get(
    '/payments',
    {
      preHandler: requireRole('finance'),
      schema: { tags, querystring: consolePaymentQuerySchema, response: { 200: consolePaymentListResponseSchema } },
    },
    async (request) => {
      const { state, q, limit } = request.query;
      const phone = q ? normalizePhMobile(q) : null;
      return ok({
        items: await app.orderBookRepository.payments({
          state,
          limit,
          ...(phone ? { phone } : q ? { orderOrPaymentNo: q.toUpperCase() } : {}),
        }),
      });
    },
  );

  app.post(
    '/payments/reconcile',
    {
      preHandler: requireRole('finance'),
      schema: { tags, body: optionalBody(consoleReconcileSchema), response: { 200: paymentReconcileResponseSchema } },
    },
    async (request) => ok(await app.staffActions.reconcilePayments(actor(request), request.body.all)),
  );

  // Staff accounts (admin): list, create, change role, deactivate, unlock. Never a password hash.
  app.get(
    '/staff',
    { preHandler: requireRole(), schema: { tags, response: { 200: staffListResponseSchema } } },
    async () => ok({ items: await app.staffRepository.list() }),
  );

  app.post(
    '/staff',
    {
      preHandler: requireRole(),
      schema: { tags, body: staffCreateRequestSchema, response: { 200: staffCreatedResponseSchema } },
    },
    async (request) => ok(await app.staffActions.createStaff(actor(request), request.body)),
  );

  app.post(
    '/staff/:id',
    {
      preHandler: requireRole(),
      schema: {
        tags,
        params: idParams,
        body: staffUpdateSchema,
        response: { 200: staffUpdatedResponseSchema, 202: proposedResponseSchema },
      },
    },
    // A role change of another account is proposed for a second admin when the setting asks (decision 113);
    // one's own is refused by the service as before.
    async (request, reply) => {
      const { id } = request.params;
      const { reason, ...change } = request.body;
      if (change.role !== undefined && id !== request.staff!.id) {
        const proposed = await app.approvals.proposeIfNeeded(
          request.staff!,
          'staff_role',
          { staffId: id, change: { ...change, role: change.role } },
          reason,
        );
        if (proposed) return reply.code(202).send(ok(proposed));
      }
      return ok(await app.staffActions.updateStaff(actor(request), id, change, request.staff!.id));
    },
  );

  // Sandbox tools (admin): the SMS outbox shows what the sandbox gateway would have sent. Production
  // sends through a real gateway and the outbox would hold live one-time codes, so it is not shown there.
  app.get(
    '/sms-outbox',
    {
      preHandler: requireRole(),
      schema: { tags, querystring: consoleOutboxQuerySchema, response: { 200: consoleOutboxResponseSchema } },
    },
    async (request) => {
      if (app.config.mode !== 'sandbox')
        throw new AppError(ErrorCode.conflict, 'the SMS outbox is shown only in sandbox mode');
      const phone = request.query.phone ? normalizePhMobile(request.query.phone) : undefined;
      if (request.query.phone && !phone) throw invalid('phone', 'is not a Philippine mobile number');
      return ok({ items: await app.smsOutboxRepository.list(request.query.limit, phone ?? undefined) });
    },
  );

  // Sandbox tools (admin): the business clock and the close of business.
  app.get('/clock', { schema: { tags, response: { 200: clockResponseSchema } } }, async () =>
    ok(await app.clock.show()),
  );

  app.post(
    '/clock',
    { preHandler: requireRole(), schema: { tags, body: clockSetSchema, response: { 200: clockResponseSchema } } },
    async (request) => ok(await app.staffActions.setClock(actor(request), request.body.date)),
  );

  app.post(
    '/cob',
    {
      preHandler: requireRole(),
      schema: { tags, body: optionalBody(cobRunSchema), response: { 200: cobRunResponseSchema } },
    },
    async (request) => ok(await app.staffActions.runCob(actor(request), request.body.date)),
  );
};

export default staffAndPaymentRoutes;
