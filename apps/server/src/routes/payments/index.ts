// Repayment endpoints: generate-vcode (a collection at the provider), provider callbacks, the QR
// image of a collection, the payment guide, and payway's card flow. Every order, card and record is
// looked up through the caller's session; another borrower's answers as not found.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import qrcode from 'qrcode-generator';
import {
  generateVcodeRequestSchema,
  generateVcodeResponseSchema,
  paymentGuideResponseSchema,
  repaymentCommitRequestSchema,
  repaymentCommitResponseSchema,
  repaymentConfirmRequestSchema,
  repaymentConfirmResponseSchema,
  repaymentHuichaoRequestSchema,
  repaymentHuichaoResponseSchema,
  repaymentWayRequestSchema,
  repaymentWayResponseSchema,
  type PaymentGuide,
} from '@lendwell/contracts';
import { CallbackSignatureError } from '../../adapters/payments/payment-provider.js';
import { langOf } from '../../lib/borrower-words/index.js';
import { invalid, notFound } from '../../lib/errors.js';
import { guideIn } from '../../services/configured-texts.js';
import { idempotent } from '../../lib/idempotency.js';
import { constantTimeEqual } from '../../lib/secrets.js';
import { commonQuerySchema, ok } from '../common.js';
import { borrowerOf } from '../../plugins/app/auth.js';

const idempotencyHeaders = z.looseObject({
  'idempotency-key': z.string().trim().min(8, 'must be at least 8 characters').max(128).optional(),
});

const payments: FastifyPluginAsyncZod = async (app) => {
  const security = [{ session: [] }];

  app.post(
    '/api/v3/loan-details/generate-vcode',
    {
      preHandler: app.requireBorrower,
      schema: {
        tags: ['repayment'],
        security,
        querystring: commonQuerySchema,
        headers: idempotencyHeaders,
        body: generateVcodeRequestSchema,
        response: { 200: generateVcodeResponseSchema },
      },
    },
    async (request) => {
      const borrower = borrowerOf(request);
      const { orderId, amount, channelNumber, isDelay } = request.body;
      const run = () =>
        app.payments.startCollection(borrower, {
          orderId,
          amountCents: amount,
          channelNumber,
          purpose: isDelay === 1 ? 'rollover' : 'repay',
          real: request.query.real,
        });
      const key = request.headers['idempotency-key'];
      if (!key) return ok(await run());
      const { value } = await idempotent(
        app.idempotencyRepository,
        { userId: borrower.userId, scope: 'generate-vcode', key, keyName: 'Idempotency-Key', body: request.body },
        run,
      );
      return ok(value);
    },
  );

  // Providers post back form fields (Dragonpay may also use a GET); the answer is their ack text.
  const callback = async (providerName: string, fields: Record<string, unknown>) => {
    const flat = Object.fromEntries(
      Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? v : String(v ?? '')]),
    );
    try {
      return await app.payments.handleCallback(providerName, flat);
    } catch (error) {
      if (error instanceof CallbackSignatureError) {
        app.log.warn({ provider: providerName }, 'callback refused: bad signature');
        throw invalid('digest', 'does not match');
      }
      throw error;
    }
  };
  const callbackSchema = { hide: true, params: z.object({ provider: z.string().max(20) }) };
  app.post(
    '/api/payments/callback/:provider',
    { schema: { ...callbackSchema, body: z.record(z.string(), z.unknown()) } },
    async (request, reply) => {
      const { ack } = await callback(request.params.provider, request.body);
      return reply.type('text/plain').send(ack);
    },
  );
  app.get(
    '/api/payments/callback/:provider',
    { schema: { ...callbackSchema, querystring: z.record(z.string(), z.unknown()) } },
    async (request, reply) => {
      const { ack } = await callback(request.params.provider, request.query);
      return reply.type('text/plain').send(ack);
    },
  );

  // A QR for a collection, drawn here so no third party sees the payment link. Signed, because an <img> sends no session.
  app.get(
    '/api/payments/qr/:file',
    {
      schema: {
        hide: true,
        params: z.object({ file: z.string().regex(/^[A-Z0-9]{6,40}\.svg$/) }),
        querystring: z.object({ sig: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const paymentNo = request.params.file.replace(/\.svg$/, '');
      if (!constantTimeEqual(request.query.sig, app.payments.qrSignature(paymentNo))) throw notFound('image');
      const payment = await app.paymentsRepository.byNo(paymentNo);
      if (!payment || !payment.qrData) throw notFound('image');
      const qr = qrcode(0, 'M');
      qr.addData(payment.qrData);
      qr.make();
      return reply
        .type('image/svg+xml')
        .header('Cache-Control', 'private, max-age=3600')
        .send(qr.createSvgTag({ cellSize: 6, margin: 2, scalable: true }));
    },
  );

  // The payment guide is configuration, not a borrower's data: no session needed.
  app.get(
    '/api/payment-instructions',
    { schema: { tags: ['repayment'], querystring: commonQuerySchema, response: { 200: paymentGuideResponseSchema } } },
    async (request) => {
      const merchant = await app.usersRepository.resolveMerchant(request.query.merchantNumber);
      if (!merchant) throw notFound('merchant');
      const channels = await app.paymentChannelsRepository.list(merchant.id);
      const guides = await app.paymentsRepository.guides(merchant.id);
      const out: PaymentGuide['channels'] = [];
      for (const channel of channels) {
        const mine = guides.filter((g) => g.channelNumber === channel.channelNumber);
        if (mine.length === 0) continue;
        const groups: PaymentGuide['channels'][number]['groups'] = [];
        for (const g of mine) {
          const words = guideIn(langOf(request), g);
          let group = groups.find((x) => x.title === words.group.title);
          if (!group) groups.push((group = { ...words.group, items: [] }));
          group.items.push({ ...words.item, image: g.imageUrl });
        }
        out.push({
          channelNumber: channel.channelNumber,
          name: channel.name,
          logo: channel.logoUrl,
          kind: channel.kind,
          groups,
        });
      }
      return ok({ channels: out });
    },
  );

  // ─── Payway ───

  app.post(
    '/api/loan/repayment-way',
    {
      preHandler: app.requireBorrower,
      schema: {
        tags: ['payway'],
        security,
        querystring: commonQuerySchema,
        body: z.preprocess((v) => v ?? {}, z.object({ orderId: z.unknown().optional() })),
        response: { 200: repaymentWayResponseSchema },
      },
    },
    async (request) => {
      // The spec sends orderId in the query string; a body value is accepted too.
      const parsed = repaymentWayRequestSchema.safeParse({ orderId: request.body.orderId ?? request.query.orderId });
      if (!parsed.success) throw invalid('orderId', parsed.error.issues[0]?.message ?? 'is required');
      return ok(await app.payments.repaymentWay(borrowerOf(request), parsed.data.orderId));
    },
  );

  app.post(
    '/api/loan/repayment-commit',
    {
      // A commit sends an SMS code.
      preHandler: [app.requireBorrower, app.limit('sms')],
      schema: {
        tags: ['payway'],
        security,
        querystring: commonQuerySchema,
        body: repaymentCommitRequestSchema,
        response: { 200: repaymentCommitResponseSchema },
      },
    },
    async (request) => {
      const borrower = borrowerOf(request);
      const { sendMsg, repayToken, ...rest } = request.body;
      // The repay token is the idempotency key; sendMsg only asks for a new code, so it is not part of the request's identity.
      const { value, replayed } = await idempotent(
        app.idempotencyRepository,
        {
          userId: borrower.userId,
          scope: 'repayment-commit',
          key: repayToken,
          keyName: 'repayToken',
          body: { ...rest, cardNo: undefined, bankName: undefined },
        },
        () =>
          app.payments.commitCard(borrower, {
            orderId: rest.orderId,
            cardId: rest.cardId,
            amountCents: rest.amount,
            repayToken,
          }),
      );
      if (replayed && sendMsg === 1) {
        const payment = await app.payments.cardPaymentFor(borrower, value.repayRecordId, rest.orderId);
        await app.payments.sendCardCode(borrower, payment, { resend: true });
      }
      return ok(value);
    },
  );

  app.post(
    '/api/loan/repayment-confirm',
    {
      preHandler: [app.requireBorrower, app.limit('code-check')],
      schema: {
        tags: ['payway'],
        security,
        querystring: commonQuerySchema,
        body: repaymentConfirmRequestSchema,
        response: { 200: repaymentConfirmResponseSchema },
      },
    },
    async (request) => {
      const { orderId, verifyCode, repaymentRecordId } = request.body;
      return ok(
        await app.payments.confirmCard(borrowerOf(request), { orderId, recordId: repaymentRecordId, verifyCode }),
      );
    },
  );

  app.post(
    '/api/loan/repayment-huichao',
    {
      preHandler: app.requireBorrower,
      schema: {
        tags: ['payway'],
        security,
        querystring: commonQuerySchema,
        headers: idempotencyHeaders,
        body: repaymentHuichaoRequestSchema,
        response: { 200: repaymentHuichaoResponseSchema },
      },
    },
    async (request) => {
      const borrower = borrowerOf(request);
      if (request.body.userId !== undefined && request.body.userId !== borrower.userId) throw notFound('user');
      const channels = await app.paymentChannelsRepository.list(borrower.merchantId);
      const online = channels.find((c) => c.kind === 'bank') ?? channels.find((c) => c.kind === 'ewallet');
      if (!online) throw invalid('channelNumber', 'no online channel is configured');
      const run = async () => {
        const c = await app.payments.startCollection(borrower, {
          orderId: request.body.orderId,
          amountCents: request.body.amount,
          channelNumber: online.channelNumber,
          purpose: 'repay',
        });
        return { url: c.payUrl, paymentNo: c.paymentNo };
      };
      const key = request.headers['idempotency-key'];
      if (!key) return ok(await run());
      const { value } = await idempotent(
        app.idempotencyRepository,
        { userId: borrower.userId, scope: 'repayment-huichao', key, keyName: 'Idempotency-Key', body: request.body },
        run,
      );
      return ok(value);
    },
  );
};
export default payments;
