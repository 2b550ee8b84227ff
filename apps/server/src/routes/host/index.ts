// The host API (decision 033) under /api/host: what a host app calls around the borrower
// pages. Every object is fetched through the caller's session: another borrower's order answers as
// not found, and certify data is only ever the caller's own.
import { borrowerOf } from '../../plugins/app/auth.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  barangayOptionsResponseSchema,
  barangayQuerySchema,
  certifyFormResponseSchema,
  certifyImageQuerySchema,
  certifyImageResponseSchema,
  certifyProgressResponseSchema,
  certifySaveRequestSchema,
  certifySaveResponseSchema,
  certifyStepParamsSchema,
  ErrorCode,
  HOST_PATHS,
  hostApplyRequestSchema,
  hostApplyResponseSchema,
  hostCalcEmiRequestSchema,
  hostCalcEmiResponseSchema,
  hostCustomerServiceResponseSchema,
  hostHomeResponseSchema,
  hostNoticesResponseSchema,
  hostOrdersResponseSchema,
  hostPayTypesQuerySchema,
  hostPayTypesResponseSchema,
  hostProductDetailResponseSchema,
  hostProductParamsSchema,
  hostUtrListQuerySchema,
  hostUtrListResponseSchema,
  hostUtrRequestSchema,
  hostUtrResponseSchema,
  optionalBody,
  type FormItem,
  type HostOrderSummary,
} from '@lendwell/contracts';
import { barangays, placeExists } from '../../adapters/geo/ph-locations.js';
import { quoteEmi } from '../../domain/loan/emi.js';
import { outstandingByBucket } from '../../domain/loan/ledger.js';
import { OrderStatus } from '../../domain/loan/loan.js';
import { mayApply } from '../../domain/loan/eligibility.js';
import { checkStep, stepItemsIn, type CertifyStep } from '../../domain/kyc/certify-steps.js';
import { langOf, wordsOf, type Lang, type Words } from '../../lib/borrower-words/index.js';
import { encryptJson } from '../../lib/field-crypto.js';
import { AppError, invalid, notFound, tooMany } from '../../lib/errors.js';
import { KycLocked, type KycRow } from '../../repositories/kyc-repository.js';
import type { OrderRow } from '../../repositories/orders-repository.js';
import type { ProductRow } from '../../repositories/products-repository.js';
import { UtrRefused, type UtrRow } from '../../repositories/utr-repository.js';
import type { ActiveSession } from '../../repositories/sessions-repository.js';
import { readImageUpload, storeEvidenceImage } from '../../services/evidence-images.js';
import { customerServiceQuestions, utrPayTypes, UTR_PAY_TYPE_CODES } from '../../services/host-content.js';
import { commonQuerySchema, ok } from '../common.js';
import {
  presentEmi,
  presentNotices,
  presentOrderSummary,
  presentProduct,
  presentProgress,
  stepTitle,
} from './present.js';
import uploads from '../../plugins/external/uploads.js';
import { offersFor } from '../../domain/credit/offers.js';

/** Same daily cap as complaint evidence: the two share the uploads table. */
const UPLOADS_PER_DAY = 60;
const LOCKED_MESSAGE =
  'Your profile can no longer be changed: you have applied for a loan with it. Contact customer service to correct it.';
const UTR_STATUS_KEYS = { reported: 'utrReported', matched: 'utrMatched', rejected: 'utrRejected' } as const;

const hostRoutes: FastifyPluginAsyncZod = async (app) => {
  /** A decline's wait with a reviewer's category in the reader's language (decision 132). */
  const waitIn = async <W extends { reviewCategory: string | null }>(lang: Lang, wait: W | null) =>
    wait?.reviewCategory ? { ...wait, ...(await app.reviewTriage.categoryIn(lang, wait.reviewCategory)) } : wait;
  const security = [{ session: [] }];
  const tags = ['host'];
  // The session is checked before the body, so a caller without one hears that first.
  const guarded = { onRequest: app.requireBorrower };

  // ─── Helpers over the caller's session ───

  const productName = async (merchantId: number, productId: number) =>
    (await app.productsRepository.find(merchantId, productId))?.name ?? 'Loan';

  const summarize = async (borrower: ActiveSession, order: OrderRow, w: Words): Promise<HostOrderSummary> =>
    presentOrderSummary(
      order,
      await productName(borrower.merchantId, order.productId),
      await app.loans.stateOf(order),
      w,
    );

  const ownOrder = async (userId: number, orderId: number) => {
    const order = await app.ordersRepository.findForUser(userId, orderId);
    if (!order) throw notFound('order');
    return order;
  };

  const progressOf = async (userId: number, w: Words, row?: KycRow) =>
    presentProgress(row ?? (await app.kycRepository.find(userId)), await app.kycRepository.hasApplied(userId), w);

  /** Why the borrower may not apply now, as a sentence, or ''. */
  const applyBlocker = async (borrower: ActiveSession, w: Words) => {
    const progress = await progressOf(borrower.userId, w);
    const answer = mayApply({
      openOrder: (await app.ordersRepository.openOrderOf(borrower.userId)) ?? null,
      declineWait: await app.credit.waitAfterDecline(borrower.userId, await app.loans.businessDate()),
      profileStepMissing: !progress.complete && progress.editable ? progress.steps.find((s) => !s.done)!.title : null,
    });
    if (answer.ok) return '';
    if (answer.reason === 'openOrder') return w('blockerOpenLoan');
    if (answer.reason === 'declined') return w('blockerDeclined', { date: answer.until });
    return w('blockerProfile', { step: answer.step });
  };

  const activeProduct = async (merchantId: number, productId: number): Promise<ProductRow> => {
    const product = await app.productsRepository.find(merchantId, productId);
    if (!product || !product.isActive) throw notFound('product');
    return product;
  };

  const utrOut = (row: UtrRow & { orderNo: string }, w: Words) => ({
    id: row.id,
    orderId: row.orderId,
    orderNo: row.orderNo,
    payType: row.payType,
    utrMasked: `${'•'.repeat(Math.max(0, Math.min(row.utr.length - 4, 8)))}${row.utr.slice(-4)}`,
    amountCents: row.amountCents,
    paidOn: row.paidOn,
    status: row.status as 'reported' | 'matched' | 'rejected',
    statusText: w(UTR_STATUS_KEYS[row.status as 'reported']),
    reportedAt: row.reportedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    reason: row.reason,
  });

  const notices = async (borrower: ActiveSession, current: HostOrderSummary | null, w: Words) => {
    const orders = await app.ordersRepository.listForUser(borrower.userId);
    const last = orders.length > 0 ? orders.reduce((a, b) => (b.id > a.id ? b : a)) : undefined;
    return presentNotices({
      progress: await progressOf(borrower.userId, w),
      current,
      lastOrder: last && !current ? await summarize(borrower, last, w) : null,
      cardNeedPop: orders.some((o) => o.cardNeedPop && o.status === OrderStatus.disbursing),
      utr: (await app.utrRepository.listForUser(borrower.userId)).map((r) => ({
        id: r.id,
        status: r.status,
        orderNo: r.orderNo,
        amountCents: r.amountCents,
        reason: r.reason,
      })),
      w,
    });
  };

  // ─── Home, products, EMI, orders ───

  app.get(
    HOST_PATHS.home,
    {
      ...guarded,
      schema: { tags, security, querystring: commonQuerySchema, response: { 200: hostHomeResponseSchema } },
    },
    async (request) => {
      const borrower = borrowerOf(request);
      const blocker = await applyBlocker(borrower, wordsOf(request));
      const products = (await app.productsRepository.list(borrower.merchantId)).filter((p) => p.isActive);
      const open = await app.ordersRepository.openOrderOf(borrower.userId);
      const currentOrder = open ? await summarize(borrower, open, wordsOf(request)) : null;
      const productMaxCents = Math.max(0, ...products.map((p) => p.config.maxAmountCents));
      // The loans for this borrower (decision 142): up to their limit, and none while they must wait (the home's
      // decline card says from when).
      const standing = await app.credit.standingOf(
        borrower.userId,
        open ? { productId: open.productId } : null,
        productMaxCents,
      );
      const offers = offersFor(products, standing);
      return ok({
        products: offers.map((o) => presentProduct(o.product, blocker, o.maxCents, langOf(request))),
        currentOrder,
        certify: await progressOf(borrower.userId, wordsOf(request)),
        notices: await notices(borrower, currentOrder, wordsOf(request)),
        credit: {
          limitCents:
            standing.kind === 'waiting'
              ? await app.credit.limitOf(borrower.userId, productMaxCents)
              : standing.limitCents,
          wait: await waitIn(
            langOf(request),
            await app.credit.waitAfterDecline(borrower.userId, await app.loans.businessDate()),
          ),
        },
        // Approved with nowhere to send the money: home asks for the account first (decision 129).
        payoutAccountMissing:
          open?.status === OrderStatus.disbursing && !(await app.bankRepository.current(borrower.userId)),
      });
    },
  );

  app.get(
    HOST_PATHS.product,
    {
      ...guarded,
      schema: {
        tags,
        security,
        params: hostProductParamsSchema,
        querystring: commonQuerySchema,
        response: { 200: hostProductDetailResponseSchema },
      },
    },
    async (request) => {
      const borrower = borrowerOf(request);
      const product = await activeProduct(borrower.merchantId, request.params.productId);
      const today = await app.loans.businessDate();
      const emi = quoteEmi(product.config, product.config.defaultAmountCents, product.config.periods, today);
      if (!emi.ok) throw new Error(`product ${product.id} cannot quote its own default amount`);
      const limitCents = await app.credit.limitOf(borrower.userId, product.config.maxAmountCents);
      return ok({
        ...presentProduct(
          product,
          await applyBlocker(borrower, wordsOf(request)),
          Math.min(product.config.maxAmountCents, limitCents ?? Infinity),
          langOf(request),
        ),
        quote: presentEmi(product.id, emi.quote),
        limitCents,
      });
    },
  );

  app.post(
    HOST_PATHS.apply,
    {
      ...guarded,
      schema: {
        tags,
        security,
        params: hostProductParamsSchema,
        querystring: commonQuerySchema,
        body: hostApplyRequestSchema,
        response: { 200: hostApplyResponseSchema },
      },
    },
    async (request) => {
      const borrower = borrowerOf(request);
      const product = await activeProduct(borrower.merchantId, request.params.productId);
      const { amountCents } = request.body;
      const periods = request.body.periods ?? product.config.periods;
      const today = await app.loans.businessDate();
      const emi = quoteEmi(product.config, amountCents, periods, today);
      if (!emi.ok) throw invalid(emi.problem.field === 'amount' ? 'amountCents' : 'periods', emi.problem.message);
      if (!emi.quote.offered)
        throw invalid('periods', `this product is offered over ${product.config.periods} installments only`);
      const blocker = await applyBlocker(borrower, wordsOf(request));
      if (blocker) throw new AppError(ErrorCode.conflict, blocker);
      if (request.body.language) await app.usersRepository.setLanguage(borrower.userId, request.body.language);
      // The confirm page reads productId and amount (centavos) and creates the order itself.
      const query = new URLSearchParams({ productId: String(product.id), amount: String(amountCents) });
      return ok({ confirmUrl: `/loan/confirm?${query}`, productId: product.id, amountCents, periods });
    },
  );

  app.post(
    HOST_PATHS.calcEmi,
    {
      ...guarded,
      schema: {
        tags,
        security,
        querystring: commonQuerySchema,
        body: hostCalcEmiRequestSchema,
        response: { 200: hostCalcEmiResponseSchema },
      },
    },
    async (request) => {
      const borrower = borrowerOf(request);
      const product = await activeProduct(borrower.merchantId, request.body.productId);
      const periods = request.body.periods ?? product.config.periods;
      const emi = quoteEmi(product.config, request.body.amountCents, periods, await app.loans.businessDate());
      if (!emi.ok) throw invalid(emi.problem.field === 'amount' ? 'amountCents' : 'periods', emi.problem.message);
      return ok(presentEmi(product.id, emi.quote));
    },
  );

  app.get(
    HOST_PATHS.orders,
    {
      ...guarded,
      schema: { tags, security, querystring: commonQuerySchema, response: { 200: hostOrdersResponseSchema } },
    },
    async (request) => {
      const borrower = borrowerOf(request);
      const orders = (await app.ordersRepository.listForUser(borrower.userId)).sort((a, b) => b.id - a.id);
      const items: HostOrderSummary[] = [];
      for (const order of orders) items.push(await summarize(borrower, order, wordsOf(request)));
      return ok({ items });
    },
  );

  // ─── Certify ───

  app.get(
    HOST_PATHS.certify,
    {
      ...guarded,
      schema: { tags, security, querystring: commonQuerySchema, response: { 200: certifyProgressResponseSchema } },
    },
    async (request) => ok(await progressOf(borrowerOf(request).userId, wordsOf(request))),
  );

  const savedFieldsOf = (row: KycRow | undefined, step: CertifyStep): Record<string, string> => {
    if (!row) return {};
    if (step === 'id') return row.idType ? { idType: row.idType } : {};
    return row[step] ?? {};
  };

  app.get(
    HOST_PATHS.certifyStep,
    {
      ...guarded,
      schema: {
        tags,
        security,
        params: certifyStepParamsSchema,
        querystring: commonQuerySchema,
        response: { 200: certifyFormResponseSchema },
      },
    },
    async (request) => {
      const userId = borrowerOf(request).userId;
      const { step } = request.params;
      const row = await app.kycRepository.find(userId);
      const saved = savedFieldsOf(row, step);
      const items: FormItem[] = stepItemsIn(step, langOf(request)).map((item) =>
        item.secret
          ? { ...item, masked: step === 'id' && row?.idLast4 ? `•••• ${row.idLast4}` : '' }
          : { ...item, value: saved[item.code] ?? '' },
      );
      const progress = await progressOf(userId, wordsOf(request), row);
      return ok({
        step,
        title: stepTitle(step, wordsOf(request)),
        items,
        editable: progress.editable,
        savedAt: progress.steps.find((s) => s.step === step)!.savedAt,
      });
    },
  );

  app.post(
    HOST_PATHS.certifyStep,
    {
      ...guarded,
      schema: {
        tags,
        security,
        params: certifyStepParamsSchema,
        querystring: commonQuerySchema,
        body: optionalBody(certifySaveRequestSchema),
        response: { 200: certifySaveResponseSchema },
      },
    },
    async (request) => {
      const borrower = borrowerOf(request);
      const { step } = request.params;
      const values = Object.fromEntries(Object.entries(request.body).map(([k, v]) => [k, String(v)]));
      if (await app.kycRepository.hasApplied(borrower.userId)) throw new AppError(ErrorCode.conflict, LOCKED_MESSAGE);
      const result = checkStep(step, values, {
        today: await app.loans.businessDate(),
        ownPhone: borrower.phone,
        placeExists,
      });
      // The refusal names the field as the borrower sees it, and by its code so the form marks it (decision 051);
      // nothing saved earlier is touched.
      if (!result.ok) {
        const error = new AppError(ErrorCode.invalidRequest, result.issue.message);
        error.field = result.issue.code;
        throw error;
      }
      const now = app.clock.now();
      let row: KycRow;
      try {
        row =
          step === 'id'
            ? await app.kycRepository.save(
                borrower.userId,
                {
                  kind: 'id',
                  idType: result.fields.idType!,
                  idNumberEncrypted: encryptJson(app.secrets.appSecret, { idNumber: result.idNumber!.number }),
                  idLast4: result.idNumber!.last4,
                },
                now,
              )
            : await app.kycRepository.save(borrower.userId, { kind: 'step', step, fields: result.fields }, now);
      } catch (error) {
        if (error instanceof KycLocked) throw new AppError(ErrorCode.conflict, LOCKED_MESSAGE);
        throw error;
      }
      request.log.info({ userId: borrower.userId, step }, 'certify step saved');
      // Customer due diligence: a completed or changed certify is screened and rated (decision 125).
      await app.aml.afterCertifyChange(borrower.userId);
      return ok(await progressOf(borrower.userId, wordsOf(request), row));
    },
  );

  // The one route here that takes a multipart body: it is parsed in a scope of its own (decision 098).
  const uploadRoute: FastifyPluginAsyncZod = async (withUploads) => {
    await withUploads.register(uploads);
    withUploads.post(
      HOST_PATHS.certifyImages,
      {
        ...guarded,
        schema: {
          tags,
          security,
          consumes: ['multipart/form-data'],
          querystring: commonQuerySchema.extend(certifyImageQuerySchema.shape),
          response: { 200: certifyImageResponseSchema },
        },
      },
      async (request) => {
        const borrower = borrowerOf(request);
        const { kind } = request.query;
        const field = kind === 'idFront' ? 'ID photo' : 'Selfie';
        if (await app.kycRepository.hasApplied(borrower.userId)) throw new AppError(ErrorCode.conflict, LOCKED_MESSAGE);
        const since = new Date(Date.now() - 86_400_000);
        if ((await app.complaintsRepository.uploadsSince(borrower.userId, since)) >= UPLOADS_PER_DAY)
          throw tooMany(`You can upload at most ${UPLOADS_PER_DAY} images a day.`, undefined, 'upload-limit');
        const raw = await readImageUpload(request, field);
        const key = await storeEvidenceImage(app, borrower.userId, raw, field);
        let row: KycRow;
        try {
          row = await app.kycRepository.save(borrower.userId, { kind: 'image', image: kind, key }, app.clock.now());
        } catch (error) {
          if (error instanceof KycLocked) throw new AppError(ErrorCode.conflict, LOCKED_MESSAGE);
          throw error;
        }
        await app.aml.afterCertifyChange(borrower.userId);
        return ok({
          kind,
          url: app.files.signedUrl(key, 600),
          progress: await progressOf(borrower.userId, wordsOf(request), row),
        });
      },
    );
  };
  await app.register(uploadRoute);

  app.get(
    HOST_PATHS.barangays,
    {
      ...guarded,
      schema: { tags, security, querystring: barangayQuerySchema, response: { 200: barangayOptionsResponseSchema } },
    },
    async (request, reply) => {
      const options = barangays(request.query.city);
      if (options.length === 0) throw invalid('city', 'is not a known city or municipality');
      reply.header('Cache-Control', 'private, max-age=86400');
      return ok({ options });
    },
  );

  // ─── Pay types and UTR ───

  app.get(
    HOST_PATHS.payTypes,
    {
      ...guarded,
      schema: {
        tags,
        security,
        querystring: commonQuerySchema.extend(hostPayTypesQuerySchema.shape),
        response: { 200: hostPayTypesResponseSchema },
      },
    },
    async (request) => {
      const borrower = borrowerOf(request);
      const order = request.query.orderId ? await ownOrder(borrower.userId, request.query.orderId) : null;
      const repayLink = order ? `/repay?orderId=${order.id}&productId=${order.productId}` : '';
      const channels = await app.paymentChannelsRepository.list(borrower.merchantId);
      return ok({
        items: [
          ...channels.map((c) => ({
            kind: 'online' as const,
            code: c.channelNumber,
            name: c.name,
            logo: c.logoUrl,
            description: wordsOf(request)('payInAppHow'),
            link: repayLink,
          })),
          ...utrPayTypes(wordsOf(request)).map((t) => ({ kind: 'utr' as const, ...t, logo: '', link: '' })),
        ],
      });
    },
  );

  app.post(
    HOST_PATHS.utr,
    {
      ...guarded,
      schema: {
        tags,
        security,
        querystring: commonQuerySchema,
        body: hostUtrRequestSchema,
        response: { 200: hostUtrResponseSchema },
      },
    },
    async (request) => {
      const borrower = borrowerOf(request);
      const body = request.body;
      if (!UTR_PAY_TYPE_CODES.some((code) => code === body.payType))
        throw invalid('payType', 'choose one of the payment types listed');
      const order = await ownOrder(borrower.userId, body.orderId);
      const live = await app.loans.stateOf(order);
      if (!live || ![OrderStatus.repaying, OrderStatus.due, OrderStatus.overdue].includes(live.status as 170))
        throw invalid('orderId', 'this loan is not waiting for a repayment');
      const owed = Object.values(outstandingByBucket(live.state.entries)).reduce((n, v) => n + v, 0);
      if (body.amountCents > owed) throw invalid('amountCents', 'is more than you owe on this loan');
      if (body.paidOn > live.today) throw invalid('paidOn', 'cannot be in the future');
      if (order.disbursedOn && body.paidOn < order.disbursedOn)
        throw invalid('paidOn', 'is before the loan was disbursed');
      let row: UtrRow;
      try {
        row = await app.utrRepository.report({
          userId: borrower.userId,
          orderId: order.id,
          payType: body.payType,
          utr: body.utr,
          amountCents: body.amountCents,
          paidOn: body.paidOn,
        });
      } catch (error) {
        if (error instanceof UtrRefused) throw invalid(error.field, error.message);
        throw error;
      }
      request.log.info({ userId: borrower.userId, orderId: order.id, reportId: row.id }, 'payment reference reported');
      return ok(utrOut({ ...row, orderNo: order.orderNo }, wordsOf(request)));
    },
  );

  app.get(
    HOST_PATHS.utr,
    {
      ...guarded,
      schema: {
        tags,
        security,
        querystring: commonQuerySchema.extend(hostUtrListQuerySchema.shape),
        response: { 200: hostUtrListResponseSchema },
      },
    },
    async (request) => {
      const borrower = borrowerOf(request);
      if (request.query.orderId) await ownOrder(borrower.userId, request.query.orderId);
      const rows = await app.utrRepository.listForUser(borrower.userId, request.query.orderId);
      return ok({ items: rows.map((row) => utrOut(row, wordsOf(request))) });
    },
  );

  // ─── Customer service and notices ───

  app.get(
    HOST_PATHS.customerService,
    {
      ...guarded,
      schema: { tags, security, querystring: commonQuerySchema, response: { 200: hostCustomerServiceResponseSchema } },
    },
    async (request) => {
      const borrower = borrowerOf(request);
      const row = await app.contactInfoRepository.forMerchant(borrower.merchantId);
      const brand = app.config.brand;
      return ok({
        contact: {
          email: row?.email ?? '',
          smWa: row?.messagingAccount ?? '',
          telephone: row?.telephone ?? brand.customerServicePhone,
        },
        hours: wordsOf(request)('serviceHours'),
        questions: customerServiceQuestions(
          (await app.productsRepository.list(borrower.merchantId)).filter((p) => p.isActive).map((p) => p.config),
          wordsOf(request),
        ),
        links: { complaint: '/complainPage', complaintList: '/complaintList' },
      });
    },
  );

  app.get(
    HOST_PATHS.notices,
    {
      ...guarded,
      schema: { tags, security, querystring: commonQuerySchema, response: { 200: hostNoticesResponseSchema } },
    },
    async (request) => {
      const borrower = borrowerOf(request);
      const open = await app.ordersRepository.openOrderOf(borrower.userId);
      return ok({
        items: await notices(
          borrower,
          open ? await summarize(borrower, open, wordsOf(request)) : null,
          wordsOf(request),
        ),
      });
    },
  );
};
export default hostRoutes;
