// The admin API behind the operator CLI; authenticated by the operator token, never by a borrower session.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminAnswerSchema,
  adminComplaintListResponseSchema,
  adminOrderDetailResponseSchema,
  adminPaymentPostedResponseSchema,
  adminOrderPaymentsResponseSchema,
  adminPaymentResponseSchema,
  sandboxSettleResponseSchema,
  captchaAnswerResponseSchema,
  cobRunResponseSchema,
  complaintStatusResponseSchema,
  disburseResponseSchema,
  evidenceImageKeyResponseSchema,
  orderDecisionResponseSchema,
  paymentReconcileResponseSchema,
  penaltyWaiverResponseSchema,
  staffCreatedResponseSchema,
  adminOutboxQuerySchema,
  adminOutboxResponseSchema,
  adminPaymentSchema,
  clockResponseSchema,
  clockSetSchema,
  cobRunSchema,
  consoleWaiverSchema,
  createSessionRequestSchema,
  createSessionResponseSchema,
  ErrorCode,
  eventCountsQuerySchema,
  eventCountsResponseSchema,
  funnelQuerySchema,
  funnelResponseSchema,
  optionalBody,
  orderDecisionOptionalSchema,
  orderDecisionSchema,
  orderNoParamsSchema,
  paymentNoParamsSchema,
  reconcileRequestSchema,
  staffCreateRequestSchema,
  idSchema,
} from '@lendwell/contracts';
import { AppError, invalid } from '../../lib/errors.js';
import { readImageUpload, storeEvidenceImage } from '../../services/evidence-images.js';
import { constantTimeEqual } from '../../lib/secrets.js';
import { ok } from '../common.js';
import { OPERATOR } from '../../services/staff-actions.js';
import uploads from '../../plugins/external/uploads.js';
import { staffBodyLimit } from '../../lib/body-limits.js';

const admin: FastifyPluginAsyncZod = async (app) => {
  await app.register(uploads);
  // The operator token is checked in onRequest, before a body of the staff size is read (decision 101).
  staffBodyLimit(app);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token || !constantTimeEqual(token, app.secrets.adminToken)) {
      throw new AppError(ErrorCode.unauthenticated, 'admin token missing or wrong');
    }
  });

  const security = [{ admin: [] }];

  app.post(
    '/sessions',
    {
      schema: {
        tags: ['admin'],
        security,
        body: createSessionRequestSchema,
        response: { 200: createSessionResponseSchema },
      },
    },
    async (request) => {
      // Opening a borrower's session without their code is impersonation: production refuses it
      // unless ALLOW_OPERATOR_SESSIONS says otherwise, and then wants a reason (decision 032).
      const production = app.config.mode === 'production';
      if (production && !app.config.allowOperatorSessions)
        throw new AppError(
          ErrorCode.forbidden,
          'Opening a borrower session without their code is turned off in production (ALLOW_OPERATOR_SESSIONS).',
        );
      const reason = request.body.reason ?? (production ? undefined : 'sandbox testing');
      if (!reason) throw invalid('reason', 'is required in production: say why you open this session');
      const merchantId = await app.auth.merchantId();
      const session = await app.auth.openSession(merchantId, request.body.phone);
      await app.auditRepository.append({
        actor: OPERATOR,
        action: 'borrower.session.open',
        target: `user:${session.userId}`,
        after: { reason, mode: app.config.mode, expiresAt: session.expiresAt },
      });
      request.log.info({ userId: session.userId }, 'admin opened a borrower session');
      return ok({ ...session, phone: request.body.phone });
    },
  );

  app.get(
    '/sms-outbox',
    {
      schema: {
        tags: ['admin'],
        security,
        querystring: adminOutboxQuerySchema,
        response: { 200: adminOutboxResponseSchema },
      },
    },
    async (request) => ok({ items: await app.smsOutboxRepository.list(request.query.limit, request.query.phone) }),
  );

  app.get('/clock', { schema: { tags: ['admin'], security, response: { 200: clockResponseSchema } } }, async () =>
    ok(await app.clock.show()),
  );

  // The business clock moves only in sandbox mode; production follows the calendar.
  app.post(
    '/clock',
    { schema: { tags: ['admin'], security, body: clockSetSchema, response: { 200: clockResponseSchema } } },
    async (request) => {
      return ok(await app.staffActions.setClock(OPERATOR, request.body.date));
    },
  );

  app.post(
    '/cob',
    {
      schema: {
        tags: ['admin'],
        security,
        body: optionalBody(cobRunSchema),
        response: { 200: cobRunResponseSchema },
      },
    },
    async (request) => {
      return ok(await app.staffActions.runCob(OPERATOR, request.body.date));
    },
  );

  // The admin token names no person: its actions are logged as the operator (decision 022).
  const actorOf = () => OPERATOR;

  // Production's first console account: `npm run ops -- staff:create` (sandbox seeds one per role).
  app.post(
    '/staff',
    {
      schema: {
        tags: ['admin'],
        security,
        body: staffCreateRequestSchema,
        response: { 200: staffCreatedResponseSchema },
      },
    },
    async (request) => ok(await app.staffActions.createStaff(OPERATOR, request.body)),
  );

  app.get(
    '/orders/:orderNo',
    {
      schema: {
        tags: ['admin'],
        security,
        params: orderNoParamsSchema,
        response: { 200: adminOrderDetailResponseSchema },
      },
    },
    async (request) => ok(await app.loans.show(request.params.orderNo)),
  );

  app.post(
    '/orders/:orderNo/approve',
    {
      schema: {
        tags: ['admin'],
        security,
        params: orderNoParamsSchema,
        body: optionalBody(orderDecisionOptionalSchema),
        response: { 200: orderDecisionResponseSchema },
      },
    },
    async (request) =>
      ok(await app.staffActions.approve(actorOf(), request.params.orderNo, request.body.reason ?? 'approved')),
  );

  app.post(
    '/orders/:orderNo/reject',
    {
      schema: {
        tags: ['admin'],
        security,
        params: orderNoParamsSchema,
        body: orderDecisionSchema,
        response: { 200: orderDecisionResponseSchema },
      },
    },
    async (request) => ok(await app.staffActions.reject(actorOf(), request.params.orderNo, request.body.reason)),
  );

  app.post(
    '/orders/:orderNo/disburse',
    { schema: { tags: ['admin'], security, params: orderNoParamsSchema, response: { 200: disburseResponseSchema } } },
    async (request) => ok(await app.staffActions.disburse(actorOf(), request.params.orderNo)),
  );

  // A penalty waiver from the CLI; the same action as the console's, audited as the operator.
  app.post(
    '/orders/:orderNo/waive-penalty',
    {
      schema: {
        tags: ['admin'],
        security,
        params: orderNoParamsSchema,
        body: consoleWaiverSchema,
        response: { 200: penaltyWaiverResponseSchema },
      },
    },
    async (request) =>
      ok(
        await app.staffActions.waivePenalty(
          OPERATOR,
          request.params.orderNo,
          request.body.amountCents,
          request.body.reason,
        ),
      ),
  );

  // event/save taps by module, position and product (spec: borrow again is module 30).
  app.get(
    '/events/counts',
    {
      schema: {
        tags: ['admin'],
        security,
        querystring: eventCountsQuerySchema,
        response: { 200: eventCountsResponseSchema },
      },
    },
    async (request) => {
      const merchant = await app.usersRepository.resolveMerchant();
      if (!merchant) throw invalid('merchant', 'none configured');
      return ok(await app.eventsRepository.counts(merchant.id, request.query));
    },
  );

  // The promotion landing's funnel per template: visits → clicks → codes sent → registrations.
  app.get(
    '/promotion/funnel',
    { schema: { tags: ['admin'], security, querystring: funnelQuerySchema, response: { 200: funnelResponseSchema } } },
    async (request) => ok({ items: await app.promotionRepository.funnel(request.query.templateId) }),
  );

  // Sandbox: the current picture's answer for a sid, so e2e tests can pass the captcha (like sms-outbox for codes).
  app.post(
    '/promotion/captcha-answer',
    {
      schema: {
        tags: ['admin'],
        security,
        body: z.object({ sid: z.string().max(64) }),
        response: { 200: captchaAnswerResponseSchema },
      },
    },
    async (request) => {
      const answer = await app.promotion.sandboxAnswer(request.body.sid);
      if (!answer) throw new AppError(ErrorCode.notFound, 'captcha not found (sandbox mode only)');
      return ok({ answer });
    },
  );

  app.get(
    '/complaints',
    {
      schema: {
        tags: ['admin'],
        security,
        querystring: z.object({ status: z.string().optional() }),
        response: { 200: adminComplaintListResponseSchema },
      },
    },
    async (request) => ok({ items: await app.complaintsRepository.list(request.query.status) }),
  );

  app.post(
    '/complaints/:id/start',
    {
      schema: {
        tags: ['admin'],
        security,
        params: z.object({ id: idSchema }),
        response: { 200: complaintStatusResponseSchema },
      },
    },
    async (request) => ok(await app.staffActions.startComplaint(OPERATOR, request.params.id)),
  );

  // An image for an answer: checked and re-encoded like a borrower's, filed under the complaint's owner.
  app.post(
    '/complaints/:id/images',
    {
      schema: {
        tags: ['admin'],
        security,
        consumes: ['multipart/form-data'],
        params: z.object({ id: idSchema }),
        response: { 200: evidenceImageKeyResponseSchema },
      },
    },
    async (request) => {
      const complaint = await app.complaintsRepository.findById(request.params.id);
      if (!complaint) throw new AppError(ErrorCode.notFound, 'complaint not found');
      const key = await storeEvidenceImage(app, complaint.userId, await readImageUpload(request, 'image'), 'image');
      return ok({ key });
    },
  );

  app.post(
    '/complaints/:id/answer',
    {
      schema: {
        tags: ['admin'],
        security,
        params: z.object({ id: idSchema }),
        body: adminAnswerSchema,
        response: { 200: complaintStatusResponseSchema },
      },
    },
    async (request) =>
      ok(
        await app.staffActions.answerComplaint(OPERATOR, request.params.id, request.body.text, request.body.imageKeys),
      ),
  );

  // Payments: reconcile pending ones with the provider, show one, list an order's.
  app.post(
    '/payments/reconcile',
    {
      schema: {
        tags: ['admin'],
        security,
        body: optionalBody(reconcileRequestSchema),
        response: { 200: paymentReconcileResponseSchema },
      },
    },
    async (request) => ok(await app.staffActions.reconcilePayments(OPERATOR, request.body.all ?? false)),
  );

  app.get(
    '/payments/:paymentNo',
    {
      schema: {
        tags: ['admin'],
        security,
        params: paymentNoParamsSchema,
        response: { 200: adminPaymentResponseSchema },
      },
    },
    async (request) => {
      const payment = await app.paymentsRepository.byNo(request.params.paymentNo);
      if (!payment) throw new AppError(ErrorCode.notFound, 'payment not found');
      const { otpHash: _otp, ...shown } = payment;
      return ok({
        ...shown,
        provider: payment.provider,
        providerStatus: await app.payments.providerOf(payment.provider).queryStatus(payment.paymentNo),
      });
    },
  );

  app.get(
    '/orders/:orderNo/payments',
    {
      schema: {
        tags: ['admin'],
        security,
        params: orderNoParamsSchema,
        response: { 200: adminOrderPaymentsResponseSchema },
      },
    },
    async (request) => {
      const order = await app.ordersRepository.findByNo(request.params.orderNo);
      if (!order) throw new AppError(ErrorCode.notFound, 'order not found');
      const rows = await app.paymentsRepository.listForOrder(order.id);
      return ok({ items: rows.map(({ otpHash: _otp, ...row }) => row) });
    },
  );

  // Sandbox: act as the payer at the sandbox provider (deliver false loses the callback, for drills).
  app.post(
    '/payments/:paymentNo/sandbox-settle',
    {
      schema: {
        tags: ['admin'],
        security,
        params: paymentNoParamsSchema,
        body: z.object({ outcome: z.enum(['S', 'F']).default('S'), deliver: z.boolean().default(true) }),
        response: { 200: sandboxSettleResponseSchema },
      },
    },
    async (request) => {
      const sandbox = app.payments.providers.sandbox;
      if (!sandbox) throw new AppError(ErrorCode.conflict, 'the sandbox provider runs only in sandbox mode');
      return ok(
        await sandbox.settle(request.params.paymentNo, request.body.outcome, { deliver: request.body.deliver }),
      );
    },
  );

  // A sandbox payment posted straight through the engine (the real payment rails are decision 018's).
  app.post(
    '/orders/:orderNo/payments',
    {
      schema: {
        tags: ['admin'],
        security,
        params: orderNoParamsSchema,
        body: adminPaymentSchema,
        response: { 200: adminPaymentPostedResponseSchema },
      },
    },
    async (request) => {
      if (app.config.mode !== 'sandbox')
        throw new AppError(
          ErrorCode.conflict,
          'operator payments are sandbox only; real payments arrive through a provider',
        );
      return ok(await app.loans.pay(request.params.orderNo, request.body, actorOf()));
    },
  );
};
export default admin;
