// The console's API under /api/console: staff cookie sessions with a CSRF header, a role check per
// route, and every change through staffActions (the same services as the operator CLI's admin API).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type PayoutDestinationView,
  cobRunResponseSchema,
  complaintImageResponseSchema,
  complaintStatusResponseSchema,
  complaintTypeOptionsResponseSchema,
  consoleNothingResponseSchema,
  consoleOrderDetailResponseSchema,
  consoleOutboxResponseSchema,
  consolePaymentListResponseSchema,
  creditRefundFailedResponseSchema,
  creditRefundResponseSchema,
  creditApplicationResponseSchema,
  creditTargetsResponseSchema,
  consoleCreditApplicationSchema,
  disburseResponseSchema,
  orderDecisionResponseSchema,
  paymentReconcileResponseSchema,
  payoutMarkedFailedResponseSchema,
  penaltyWaiverResponseSchema,
  reviewListResponseSchema,
  reviewQueueResponseSchema,
  consoleRejectionSchema,
  staffCreatedResponseSchema,
  staffListResponseSchema,
  staffUpdatedResponseSchema,
  clockResponseSchema,
  clockSetSchema,
  cobRunSchema,
  consoleAnswerSchema,
  consoleDecisionSchema,
  consoleOutboxQuerySchema,
  consolePaymentQuerySchema,
  consoleReconcileSchema,
  consoleWaiverSchema,
  staffCreateRequestSchema,
  staffUpdateSchema,
  normalizePhMobile,
  ErrorCode,
  optionalBody,
  orderNoParamsSchema,
  staffLoginRequestSchema,
  staffMeResponseSchema,
  type ReviewItem,
  idSchema,
  proposalReasonSchema,
  proposedResponseSchema,
} from '@lendwell/contracts';
import { AppError, invalid, notFound } from '../../lib/errors.js';
import { readImageUpload, storeEvidenceImage } from '../../services/evidence-images.js';
import { quote } from '../../domain/loan/quote.js';
import { OrderStatus } from '../../domain/loan/loan.js';
import { actorOf, requireRole } from '../../services/staff-auth.js';
import { assignedCollectorOf } from '../../domain/collections/visibility.js';
import { borrowerFacts } from '../../services/console-people.js';
import { ok } from '../common.js';
import agreementTemplateRoutes from './agreement-templates.js';
import consoleHardshipPlanRoutes from './hardship-plans.js';
import consolePayoutRoutes from './payouts.js';
import bookRoutes from './books.js';
import promotionConsoleRoutes from './promotion.js';
import eventRoutes from './events.js';
import configurationRoutes from './configuration.js';
import hostDeskRoutes from './host-desk.js';
import jobRoutes from './jobs.js';
import creditRoutes from './credit.js';
import complaintDeskRoutes from './complaint-desk.js';
import reminderRoutes from './reminders.js';
import consoleServicingDocumentRoutes from './servicing-documents.js';
import collectionsRoutes from './collections.js';
import approvalRoutes from './approvals.js';
import auditRoutes from './audit.js';
import orderBookRoutes from './order-book.js';
import reviewRoutes from './review.js';
import webhookRoutes from './webhooks.js';
import complianceRoutes from './compliance.js';
import privacyRoutes from './privacy.js';
import uploads from '../../plugins/external/uploads.js';
import { BODY_LIMITS, staffBodyLimit } from '../../lib/body-limits.js';

const idParams = z.object({ id: idSchema });
const tags = ['console'];

const consoleRoutes: FastifyPluginAsyncZod = async (app) => {
  // A sandbox that pays borrowers with no account to its notional wallet shows that wallet as where the money
  // goes, so the desk offers Pay out as the server allows it (decision 129); anywhere else, null is "waiting".
  const payoutsConfig = app.config.payouts;
  const sandboxWallet: PayoutDestinationView | null =
    payoutsConfig.provider === 'sandbox' && payoutsConfig.walletWithoutAccount === true
      ? {
          kind: 'wallet',
          institutionName: 'Sandbox wallet',
          channelName: '',
          accountMasked: 'no account bound',
          holderName: null,
        }
      : null;
  await app.register(uploads);
  // Staff saves (agreement clauses, settlement reports) are larger than any borrower form; the onRequest check
  // below refuses a request without a session before its body is read (decision 101).
  staffBodyLimit(app);
  const publicPaths = new Set(['/api/console/login']);

  app.addHook('onRequest', async (request) => {
    const pathOnly = request.url.split('?')[0] ?? '';
    if (publicPaths.has(pathOnly)) {
      // A cross-site form can post urlencoded bodies without a preflight; JSON only closes that door (login CSRF).
      if (!(request.headers['content-type'] ?? '').startsWith('application/json'))
        throw invalid('content-type', 'must be application/json', {
          sentence: 'Please sign in from the console’s login page.',
        });
      return;
    }
    await app.staffAuth.authenticate(request);
  });

  const actor = (request: { staff?: { id: number; email: string } }) => actorOf(request.staff!);

  app.post(
    '/login',
    {
      preHandler: app.limit('staff-login'),
      bodyLimit: BODY_LIMITS.codeBytes,
      schema: { tags, body: staffLoginRequestSchema, response: { 200: staffMeResponseSchema } },
    },
    async (request, reply) => {
      const result = await app.staffAuth.login(request.body.email, request.body.password, reply, request.ip);
      // The address's count is of wrong passwords: a staff member who logs in gives theirs back.
      await app.giveBack('staff-login', request);
      return ok({ staff: result.staff, csrfToken: result.csrfToken });
    },
  );

  app.post('/logout', { schema: { tags, response: { 200: consoleNothingResponseSchema } } }, async (request, reply) => {
    await app.staffAuth.logout(request, reply);
    return ok(null);
  });

  // The page reads its CSRF token here after a reload (the cookie survives, page memory does not).
  app.get('/me', { schema: { tags, response: { 200: staffMeResponseSchema } } }, async (request) => {
    const { id, email, name, role } = request.staff!;
    return ok({ staff: { id, email, name, role }, csrfToken: request.csrfToken! });
  });

  async function withQuotes(status: number): Promise<ReviewItem[]> {
    const rows = await app.consoleRepository.ordersByStatus(status);
    const today = await app.loans.businessDate();
    const people = await borrowerFacts(
      app,
      rows.map((r) => r.userId),
    );
    return Promise.all(
      rows.map(async (row) => {
        const product = await app.productsRepository.findVersion(row.productVersionId);
        const q = product ? quote(product, row.principalCents, today) : null;
        return {
          orderNo: row.orderNo,
          status: row.status,
          appliedOn: row.appliedOn,
          phone: row.phone,
          productCode: row.productCode,
          productName: row.productName,
          principalCents: row.principalCents,
          netProceedsCents: q?.netProceedsCents ?? 0,
          totalRepaymentCents: q?.totalRepaymentCents ?? 0,
          termDays: q?.termDays ?? 0,
          firstPayOn: q?.firstPayOn ?? '',
          cardNeedPop: row.cardNeedPop,
          borrowerName: people.get(row.userId)?.fullName ?? null,
          destination: people.get(row.userId)?.destination ?? sandboxWallet,
          payout: row.payoutStatus
            ? {
                status: row.payoutStatus as NonNullable<ReviewItem['payout']>['status'],
                attempt: row.payoutAttempt ?? 1,
                reason: row.payoutReason ?? '',
              }
            : null,
        };
      }),
    );
  }

  // Loan review (reviewer): applications under review (21) with their quote as of today, their age against the
  // review SLA, band, score and claim (decision 109).
  app.get(
    '/loans/review',
    { preHandler: requireRole('reviewer'), schema: { tags, response: { 200: reviewQueueResponseSchema } } },
    async () => ok(await app.reviewTriage.queue(await withQuotes(OrderStatus.underReview))),
  );

  app.post(
    '/orders/:orderNo/approve',
    {
      preHandler: requireRole('reviewer'),
      schema: {
        tags,
        params: orderNoParamsSchema,
        body: consoleDecisionSchema,
        response: { 200: orderDecisionResponseSchema },
      },
    },
    async (request) =>
      ok(
        await app.staffActions.approve(actor(request), request.params.orderNo, request.body.reason, request.staff!.id),
      ),
  );

  app.post(
    '/orders/:orderNo/reject',
    {
      preHandler: requireRole('reviewer'),
      schema: {
        tags,
        params: orderNoParamsSchema,
        body: consoleRejectionSchema,
        response: { 200: orderDecisionResponseSchema },
      },
    },
    async (request) =>
      ok(
        await app.staffActions.reject(actor(request), request.params.orderNo, request.body.reason, {
          category: request.body.category,
          reviewerId: request.staff!.id,
        }),
      ),
  );

  // Disbursement (finance): approved orders (151) and the payout.
  app.get(
    '/disbursements',
    { preHandler: requireRole('finance'), schema: { tags, response: { 200: reviewListResponseSchema } } },
    async () => ok({ items: await withQuotes(OrderStatus.disbursing) }),
  );

  app.post(
    '/orders/:orderNo/disburse',
    {
      preHandler: requireRole('finance'),
      schema: {
        tags,
        params: orderNoParamsSchema,
        body: optionalBody(proposalReasonSchema),
        response: { 200: disburseResponseSchema, 202: proposedResponseSchema },
      },
    },
    // Proposed for a second person instead when the setting asks (202, decision 113).
    async (request, reply) => {
      const { orderNo } = request.params;
      const proposed = await app.approvals.proposeIfNeeded(request.staff!, 'payout', { orderNo }, request.body.reason);
      if (proposed) return reply.code(202).send(ok(proposed));
      return ok(await app.staffActions.disburse(actor(request), orderNo));
    },
  );

  // A payout stuck as pending (the provider never answered, or the server stopped while waiting):
  // finance checks with the provider, then records that it did not go through, so it can be retried.
  app.post(
    '/orders/:orderNo/payout-failed',
    {
      preHandler: requireRole('finance'),
      schema: {
        tags,
        params: orderNoParamsSchema,
        body: consoleDecisionSchema,
        response: { 200: payoutMarkedFailedResponseSchema, 202: proposedResponseSchema },
      },
    },
    async (request, reply) => {
      const { orderNo } = request.params;
      const { reason } = request.body;
      const proposed = await app.approvals.proposeIfNeeded(
        request.staff!,
        'payout_mark_failed',
        { orderNo, reason },
        reason,
      );
      if (proposed) return reply.code(202).send(ok(proposed));
      return ok(await app.staffActions.markPayoutFailed(actor(request), orderNo, reason));
    },
  );

  // Orders (any role): the order book, newest first in pages, filters and search; the borrower's file.
  await app.register(orderBookRoutes);

  // A penalty waiver (finance): posted to the ledger with its reason, and audited; above the setting's
  // threshold it is proposed for a second person instead (202, decision 106).
  app.post(
    '/orders/:orderNo/waive-penalty',
    {
      preHandler: requireRole('finance'),
      schema: {
        tags,
        params: orderNoParamsSchema,
        body: consoleWaiverSchema,
        response: { 200: penaltyWaiverResponseSchema, 202: proposedResponseSchema },
      },
    },
    async (request, reply) => {
      const { orderNo } = request.params;
      const { amountCents, reason } = request.body;
      const proposed = await app.approvals.proposeIfNeeded(
        request.staff!,
        'penalty_waiver',
        { orderNo, amountCents, reason },
        reason,
      );
      if (proposed) return reply.code(202).send(ok(proposed));
      return ok(await app.staffActions.waivePenalty(actor(request), orderNo, amountCents, reason));
    },
  );

  // Any role may look an order up (customer service explains, review and finance check); a collector only
  // one assigned to them, another answering as not found (decision 103).
  app.get(
    '/orders/:orderNo',
    { schema: { tags, params: orderNoParamsSchema, response: { 200: consoleOrderDetailResponseSchema } } },
    async (request) => {
      const shown = await app.loans.show(request.params.orderNo, assignedCollectorOf(request.staff!));
      return ok({ ...shown, credit: await app.creditRefunds.summary(shown.order.id) });
    },
  );

  // Borrower credit (finance): paid back out once through the payout adapter, audited;
  // proposed for a second person instead when the setting asks (202 with the proposal, decision 106).
  app.post(
    '/orders/:orderNo/refund-credit',
    {
      preHandler: requireRole('finance'),
      schema: {
        tags,
        params: orderNoParamsSchema,
        body: optionalBody(proposalReasonSchema),
        response: { 200: creditRefundResponseSchema, 202: proposedResponseSchema },
      },
    },
    async (request, reply) => {
      const { orderNo } = request.params;
      const proposed = await app.approvals.proposeIfNeeded(
        request.staff!,
        'credit_refund',
        { orderNo },
        request.body.reason,
      );
      if (proposed) return reply.code(202).send(ok(proposed));
      return ok(await app.creditRefunds.refund(actor(request), orderNo));
    },
  );

  // Borrower credit applied to another open order of the same borrower (finance, decision 084): the
  // orders it may go to, then the application, once per request id, audited.
  app.get(
    '/orders/:orderNo/credit-targets',
    {
      preHandler: requireRole('finance'),
      schema: { tags, params: orderNoParamsSchema, response: { 200: creditTargetsResponseSchema } },
    },
    async (request) => ok(await app.creditApplications.targets(request.params.orderNo)),
  );
  app.post(
    '/orders/:orderNo/apply-credit',
    {
      preHandler: requireRole('finance'),
      schema: {
        tags,
        params: orderNoParamsSchema,
        body: consoleCreditApplicationSchema,
        response: { 200: creditApplicationResponseSchema, 202: proposedResponseSchema },
      },
    },
    async (request, reply) => {
      const { orderNo } = request.params;
      const { reason, ...input } = request.body;
      const proposed = await app.approvals.proposeIfNeeded(
        request.staff!,
        'credit_application',
        { orderNo, ...input },
        reason,
      );
      if (proposed) return reply.code(202).send(ok(proposed));
      return ok(await app.creditApplications.apply(actor(request), orderNo, input));
    },
  );

  // A refund stuck in progress (no answer from the provider): finance checks, then records it as failed.
  app.post(
    '/orders/:orderNo/refund-failed',
    {
      preHandler: requireRole('finance'),
      schema: {
        tags,
        params: orderNoParamsSchema,
        body: consoleDecisionSchema,
        response: { 200: creditRefundFailedResponseSchema },
      },
    },
    async (request) =>
      ok(await app.creditRefunds.markFailed(actor(request), request.params.orderNo, request.body.reason)),
  );

  // Complaint desk (agent): the queue, owners and internal notes live in complaint-desk.ts.
  await app.register(complaintDeskRoutes);

  // The type filter's options: the lender's top-level complaint types.
  app.get(
    '/complaint-types',
    { preHandler: requireRole('agent'), schema: { tags, response: { 200: complaintTypeOptionsResponseSchema } } },
    async () => {
      const merchant = await app.usersRepository.resolveMerchant();
      const types = merchant ? await app.complaintsRepository.types(merchant.id) : [];
      return ok({
        items: types.filter((t) => t.parentValue === null).map((t) => ({ value: t.value, title: t.title })),
      });
    },
  );

  // An image for an answer: checked and re-encoded like a borrower's, filed under the complaint's owner
  // so the borrower's app may show it; the answer then names its key.
  app.post(
    '/complaints/:id/images',
    {
      preHandler: requireRole('agent'),
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: complaintImageResponseSchema },
      },
    },
    async (request) => {
      const complaint = await app.complaintsRepository.findById(request.params.id);
      if (!complaint) throw notFound('complaint');
      const key = await storeEvidenceImage(app, complaint.userId, await readImageUpload(request, 'image'), 'image');
      return ok({ key, url: app.files.signedUrl(key) });
    },
  );

  app.post(
    '/complaints/:id/start',
    {
      preHandler: requireRole('agent'),
      schema: { tags, params: idParams, response: { 200: complaintStatusResponseSchema } },
    },
    async (request) => ok(await app.staffActions.startComplaint(actor(request), request.params.id)),
  );

  app.post(
    '/complaints/:id/answer',
    {
      preHandler: requireRole('agent'),
      schema: { tags, params: idParams, body: consoleAnswerSchema, response: { 200: complaintStatusResponseSchema } },
    },
    async (request) =>
      ok(
        await app.staffActions.answerComplaint(
          actor(request),
          request.params.id,
          request.body.text,
          request.body.imageKeys,
        ),
      ),
  );

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

  // Configuration of what borrowers read (admin, decision 024): agreement clauses, promotion templates, event counts.
  await app.register(agreementTemplateRoutes, { prefix: '/agreement-templates' });
  await app.register(consolePayoutRoutes);
  await app.register(bookRoutes, { prefix: '/books' });
  await app.register(promotionConsoleRoutes, { prefix: '/promotion' });
  await app.register(eventRoutes, { prefix: '/events' });
  await app.register(configurationRoutes, { prefix: '/config' });
  await app.register(hostDeskRoutes);
  await app.register(jobRoutes);
  await app.register(creditRoutes, { prefix: '/credit' });
  await app.register(reminderRoutes, { prefix: '/reminders' });
  await app.register(consoleServicingDocumentRoutes);
  await app.register(collectionsRoutes, { prefix: '/collections' });
  await app.register(consoleHardshipPlanRoutes, { prefix: '/hardship-plans' });
  await app.register(approvalRoutes, { prefix: '/approvals' });
  await app.register(auditRoutes);
  await app.register(reviewRoutes);
  await app.register(webhookRoutes, { prefix: '/webhooks' });
  await app.register(complianceRoutes, { prefix: '/compliance' });
  await app.register(privacyRoutes, { prefix: '/privacy' });
};

export default consoleRoutes;
