// Payments end to end: open a collection at the provider, take its callbacks, ask the provider
// before believing one, and post the money through the loan engine in the same transaction that
// marks the payment completed. Also the payway card flow (repay token, SMS code, charge) and the
// reconciliation of payments still pending past their expiry.
import { randomInt } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ErrorCode, formatMoney } from '@lendwell/contracts';
import { createDragonpayProvider } from '../adapters/payments/dragonpay-provider.js';
import type { PaymentProvider, ProviderStatus } from '../adapters/payments/payment-provider.js';
import { createSandboxProvider, type SandboxProvider } from '../adapters/payments/sandbox-provider.js';
import { collectionPosting } from '../domain/books/books.js';
import { isSettlementProvider } from '../domain/books/settlement.js';
import { postBooks } from './company-books.js';
import { amountDueNow, rolloverQuote, totalOwed, type PaymentPurpose } from '../domain/loan/loan.js';
import { wordsFor, type Lang } from '../lib/borrower-words/index.js';
import { AppError, invalid, notFound } from '../lib/errors.js';
import { constantTimeEqual, hmac, randomToken, sha256 } from '../lib/secrets.js';
import { payNoticeOf } from './configured-texts.js';
import type { PaymentRow } from '../repositories/payments-repository.js';
import type { Transaction } from '../db/client.js';
import type { ActiveSession } from '../repositories/sessions-repository.js';

export const PAYMENT_TTL_MS = {
  paycode: 24 * 3_600_000,
  qr: 2 * 3_600_000,
  redirect: 2 * 3_600_000,
  card: 15 * 60_000,
} as const;
/** How often (and how long, at most) a request waits for a concurrent one opening the same collection. */
const OPENING_POLL_MS = 50;
const COLLECTION_ATTEMPTS = 200;
/** A collection still without a link after this long lost its provider call (a crash): it is closed. */
const OPENING_STALE_MS = 2 * 60_000;
export const REPAY_TOKEN_TTL_MS = 30 * 60_000;
export const PAYWAY_OTP = { ttlMs: 5 * 60_000, resendAfterMs: 60_000, maxAttempts: 5 } as const;

export type ReconcileSummary = {
  checked: number;
  completed: number;
  failed: number;
  expired: number;
  pending: number;
  review: number;
  errors: number;
};

const conflict = (message: string) => new AppError(ErrorCode.conflict, message);

function paymentNumber(now: Date): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `PY${day}${String(randomInt(0, 10 ** 9)).padStart(9, '0')}`;
}

export function createPaymentService(
  app: FastifyInstance,
  providers: { active: PaymentProvider; sandbox: SandboxProvider | null },
) {
  const { paymentsRepository: repo, ordersRepository: orders, loans, clock } = app;
  const otpHash = (paymentId: number, code: string) => hmac(app.secrets.appSecret, `payway:${paymentId}:${code}`);
  /** Signs QR image links, which an <img> fetches without the session. */
  const qrSignature = (paymentNo: string) => hmac(app.secrets.appSecret, `qr:${paymentNo}`).slice(0, 32);

  function providerOf(name: string): PaymentProvider {
    if (name === providers.active.name) return providers.active;
    if (name === 'sandbox' && providers.sandbox) return providers.sandbox;
    throw notFound('payment provider');
  }

  function checkAmount(
    live: NonNullable<Awaited<ReturnType<typeof loans.stateOf>>>,
    purpose: PaymentPurpose,
    amountCents: number,
  ) {
    if (purpose === 'rollover') {
      const q = rolloverQuote(live.state, live.today);
      if (!q.allowed) throw invalid('isDelay', q.reason ?? 'this loan cannot be extended');
      if (amountCents !== q.amountCents)
        throw invalid('amount', `must be ${formatMoney(q.amountCents)} to extend this loan`, {
          sentence: `To extend this loan, pay exactly ${formatMoney(q.amountCents)}.`,
          reason: 'amount-extension-exact',
          params: { amount: formatMoney(q.amountCents) },
        });
      return;
    }
    const owed = totalOwed(live.state);
    if (amountCents > owed)
      throw invalid('amount', `must not be more than you owe (${formatMoney(owed)})`, {
        sentence: `The amount must not be more than you owe (${formatMoney(owed)}).`,
        reason: 'amount-more-than-owed',
        params: { amount: formatMoney(owed) },
      });
  }

  /**
   * Posts a provider-confirmed payment: claim it and post it in one transaction, once. The provider holds the
   * money until it settles, so the same transaction moves it from the bank to the provider's clearing account
   * (decision 116). `actor` is the provider itself, or the staff member who posted it from a settlement report.
   */
  async function post(
    payment: PaymentRow,
    providerRef: string,
    paidOn: string | null,
    via: string,
    actor = `provider:${payment.provider}`,
    alsoInTx?: (tx: Transaction) => Promise<void>,
  ) {
    const orderNo = await orderNoOf(payment.orderId);
    const now = clock.now();
    const today = (await app.clock.show()).businessDate;
    const result = await loans.pay(
      orderNo,
      {
        amountCents: payment.amountCents,
        purpose: payment.purpose as PaymentPurpose,
        reference: `pay:${payment.paymentNo}`,
      },
      actor,
      {
        collected: true,
        paidOn,
        via,
        claim: async (tx) => {
          if (!(await repo.claimCompleted(tx, payment.id, providerRef, now, paidOn))) return false;
          if (isSettlementProvider(payment.provider))
            await postBooks(tx, today, actor, [
              collectionPosting(payment.provider, payment.paymentNo, payment.amountCents),
            ]);
          if (alsoInTx) await alsoInTx(tx);
          return true;
        },
      },
    );
    if (!result.duplicate)
      app.log.info({ paymentNo: payment.paymentNo, orderNo, status: result.status }, 'payment posted');
    return result;
  }

  const orderNoCache = new Map<number, string>();
  async function orderNoOf(orderId: number): Promise<string> {
    const cached = orderNoCache.get(orderId);
    if (cached) return cached;
    const row = await app.db.query.orders.findFirst({
      where: (o, { eq }) => eq(o.id, orderId),
      columns: { orderNo: true },
    });
    if (!row) throw new Error(`order ${orderId} missing`);
    orderNoCache.set(orderId, row.orderNo);
    return row.orderNo;
  }

  /**
   * Applies the provider's word on a payment. Completed money is posted (once); a failure closes a
   * pending payment; a reversal after completion is left for an operator, loudly.
   */
  async function applyStatus(
    payment: PaymentRow,
    status: ProviderStatus,
    source: 'callback' | 'reconcile' | 'charge',
  ): Promise<keyof Omit<ReconcileSummary, 'checked' | 'errors'>> {
    if (status.outcome === 'completed') {
      if (status.amountCents !== null && status.amountCents !== payment.amountCents) {
        await repo.close(
          payment.id,
          'review',
          `provider reports ${status.amountCents} centavos, we asked for ${payment.amountCents}`,
        );
        app.log.error(
          { paymentNo: payment.paymentNo, source },
          'payment amount differs from the provider; held for review',
        );
        return 'review';
      }
      if (!status.providerRef) throw new Error(`provider gave no reference for completed payment ${payment.paymentNo}`);
      await post(payment, status.providerRef, status.paidOn ?? null, source);
      return 'completed';
    }
    if (status.outcome === 'failed') {
      await repo.close(payment.id, 'failed', `provider status ${status.letter}`);
      return 'failed';
    }
    if (status.outcome === 'reversed') {
      app.log.error(
        { paymentNo: payment.paymentNo, letter: status.letter },
        'provider reports a refund or chargeback; an operator must review it',
      );
      await repo.close(payment.id, 'review', `provider status ${status.letter}`);
      return 'review';
    }
    return 'pending';
  }

  /** Cards are charged only through the sandbox provider today; a real provider's card API is not wired. */
  const cardsOffered = () => providers.active.name === 'sandbox' || providers.sandbox !== null;

  return {
    providers,
    providerOf,
    qrSignature,
    cardsOffered,

    /**
     * generate-vcode: a collection for an amount on a channel. An order has at most one open
     * collection per purpose (defect 10, enforced by a unique index): the same request again answers
     * it; a different channel or amount, or an expired one, first voids it at the provider (a payment
     * made to it meanwhile is posted and the borrower told), so two live codes never collect twice.
     */
    async startCollection(
      borrower: ActiveSession,
      input: {
        orderId: number;
        amountCents: number;
        channelNumber: string;
        purpose: Exclude<PaymentPurpose, 'payoff'>;
        real?: string;
      },
    ) {
      const { order, live } = await loans.repayable(borrower.userId, input.orderId);
      checkAmount(live, input.purpose, input.amountCents);
      const channel = await repo.channel(borrower.merchantId, input.channelNumber);
      if (!channel) throw invalid('channelNumber', 'is not a payment channel we offer');
      const ch = channel;
      let payment: PaymentRow | null = null;
      let reused = false;
      for (let attempt = 0; attempt < COLLECTION_ATTEMPTS && !payment; attempt++) {
        const now = clock.now();
        const open = await repo.openCollection(order.id, input.purpose);
        if (open && open.payUrl === '') {
          // Another request is opening it at the provider right now: wait for it, then decide.
          if (now.getTime() - open.createdAt.getTime() > OPENING_STALE_MS)
            await repo.close(open.id, 'failed', 'the provider never answered the collection request');
          else await new Promise((resolve) => setTimeout(resolve, OPENING_POLL_MS));
          continue;
        }
        if (open) {
          if (
            open.expiresAt > now &&
            open.channelNumber === channel.channelNumber &&
            open.amountCents === input.amountCents
          ) {
            payment = open;
            reused = true;
            break;
          }
          await retire(open);
          continue;
        }
        payment = await openAtProvider(now);
      }
      if (!payment) throw conflict('A payment for this order is being opened. Please try again in a moment.');

      async function openAtProvider(now: Date): Promise<PaymentRow | null> {
        const method = ch.kind === 'otc' ? 'paycode' : ch.kind === 'qr' ? 'qr' : 'redirect';
        const row = await repo.insertCollection({
          paymentNo: paymentNumber(now),
          userId: borrower.userId,
          orderId: order.id,
          purpose: input.purpose,
          amountCents: input.amountCents,
          provider: providers.active.name,
          channelNumber: ch.channelNumber,
          method,
          expiresAt: new Date(now.getTime() + PAYMENT_TTL_MS[method]),
        });
        if (!row) return null;
        const base = app.config.payments.publicBaseUrl ?? '';
        let collection;
        try {
          collection = await providers.active.createCollection({
            paymentNo: row.paymentNo,
            amountCents: row.amountCents,
            description: `${app.config.brand.productName} loan ${order.orderNo}`,
            email: app.config.brand.customerServiceEmail,
            channelNumber: ch.channelNumber,
            channelKind: ch.kind,
            expiresAt: row.expiresAt,
            returnUrl: `${base}/loan/detail?orderId=${order.id}&productId=${order.productId}`,
            callbackUrl: `${base}/api/payments/callback/${providers.active.name}`,
          });
        } catch (error) {
          await repo.close(row.id, 'failed', 'the provider refused the collection');
          app.log.error({ err: error, paymentNo: row.paymentNo }, 'provider refused a collection');
          throw new AppError(
            ErrorCode.internal,
            'The payment channel is not available right now. Please try another one.',
          );
        }
        const common = `repayAmount=${row.amountCents}${input.real ? `&real=${encodeURIComponent(input.real)}` : ''}`;
        const values =
          collection.method === 'redirect'
            ? { method: 'redirect', payUrl: collection.url }
            : collection.method === 'paycode'
              ? {
                  method: 'paycode',
                  payCode: collection.payCode,
                  expiresAt: collection.expiresAt,
                  // The page says when the code expires (decision 072).
                  payUrl: `/repaymentOfCode?showType=1&payCode=${encodeURIComponent(collection.payCode)}&payCodeImg=${encodeURIComponent(ch.logoUrl)}&${common}&expiresAt=${encodeURIComponent(collection.expiresAt.toISOString())}`,
                }
              : {
                  method: 'qr',
                  qrData: collection.qrData,
                  expiresAt: collection.expiresAt,
                  payUrl: `/repaymentOfCode?showType=2&payCode=&payCodeImg=${encodeURIComponent(`/api/payments/qr/${row.paymentNo}.svg?sig=${qrSignature(row.paymentNo)}`)}&${common}`,
                };
        await repo.update(row.id, values);
        return { ...row, ...values } as PaymentRow;
      }

      /** Voids an open collection before another replaces it; money already paid to it is posted instead. */
      async function retire(open: PaymentRow) {
        const provider = providerOf(open.provider);
        try {
          await provider.cancel(open.paymentNo);
        } catch (err) {
          app.log.warn({ err, paymentNo: open.paymentNo }, 'provider could not void a collection being replaced');
          throw conflict(
            `You have a payment of ${formatMoney(open.amountCents)} open. Please finish it, or try again in a few minutes.`,
          );
        }
        const after = await provider.queryStatus(open.paymentNo);
        if (after.outcome === 'completed' || after.outcome === 'reversed') {
          await applyStatus(open, after, 'reconcile');
          throw conflict(
            `Your earlier payment of ${formatMoney(open.amountCents)} has been received. Please check your balance before paying again.`,
          );
        }
        await repo.close(open.id, 'cancelled', 'replaced by a new collection');
      }
      app.log.info(
        { paymentNo: payment.paymentNo, orderId: order.id, method: payment.method, reused },
        'collection opened',
      );
      return {
        paymentNo: payment.paymentNo,
        payUrl: payment.payUrl,
        method: payment.method as 'redirect' | 'paycode' | 'qr',
        payCode: payment.payCode,
        expiresAt: payment.expiresAt.toISOString(),
        amount: payment.amountCents,
      };
    },

    /**
     * Posts a payment the provider's settlement report says it collected but we never posted (decision 116):
     * through the same engine as a callback, value-dated to the report's date, by the staff member resolving
     * it; `alsoInTx` closes the exception in the posting's transaction. False when it was posted meanwhile.
     */
    async postSettled(
      paymentNo: string,
      providerRef: string,
      paidOn: string,
      actor: string,
      alsoInTx: (tx: Transaction) => Promise<void>,
    ): Promise<boolean> {
      const payment = await repo.byNo(paymentNo);
      if (!payment) throw notFound('payment');
      if (payment.status === 'completed') return false;
      const result = await post(payment, providerRef, paidOn, 'settlement', actor, alsoInTx);
      return !result.duplicate;
    },

    /** A provider callback: verified, then the provider is asked, then applied. Replays are no-ops. */
    async handleCallback(providerName: string, fields: Record<string, string>) {
      const provider = providerOf(providerName);
      const notice = provider.verifyCallback(fields);
      const payment = await repo.byNo(notice.paymentNo);
      if (!payment || payment.provider !== provider.name) {
        app.log.warn({ provider: provider.name, paymentNo: notice.paymentNo }, 'callback for an unknown payment');
        return { ack: provider.callbackAck, result: 'unknown' as const };
      }
      if (payment.status === 'completed') return { ack: provider.callbackAck, result: 'completed' as const };
      // The callback says something happened; the provider's status API says what.
      const status = await provider.queryStatus(payment.paymentNo);
      const result = await applyStatus(payment, status, 'callback');
      return { ack: provider.callbackAck, result };
    },

    /** Asks the provider about payments still pending past their expiry (or all pending ones). */
    async reconcile(options: { all?: boolean } = {}): Promise<ReconcileSummary> {
      const now = clock.now();
      const summary: ReconcileSummary = {
        checked: 0,
        completed: 0,
        failed: 0,
        expired: 0,
        pending: 0,
        review: 0,
        errors: 0,
      };
      for (const payment of await repo.pendingForReconcile(now, options.all ?? false)) {
        summary.checked += 1;
        try {
          const provider = providerOf(payment.provider);
          let outcome = await applyStatus(payment, await provider.queryStatus(payment.paymentNo), 'reconcile');
          if (outcome === 'pending' && payment.expiresAt <= now) {
            // Void it, then ask once more: a payment made just before the void still counts.
            await provider
              .cancel(payment.paymentNo)
              .catch((err: unknown) => app.log.warn({ err, paymentNo: payment.paymentNo }, 'provider could not void'));
            const after = await provider.queryStatus(payment.paymentNo);
            if (after.outcome === 'completed' || after.outcome === 'reversed')
              outcome = await applyStatus(payment, after, 'reconcile');
            else {
              await repo.close(payment.id, 'expired', 'not paid before it expired');
              outcome = 'expired';
            }
          }
          summary[outcome] += 1;
        } catch (err) {
          summary.errors += 1;
          app.log.error(
            { err, paymentNo: payment.paymentNo },
            'reconciliation of a payment failed; it will be retried',
          );
        }
      }
      return summary;
    },

    /**
     * A repayment page's default payment: the newest live pay code with its notices, only when it was
     * issued for this page's purpose and for the amount the page shows (decision 050: the counter
     * takes the exact amount, so a rollover code is never offered under the amount due, nor a code
     * for an amount that has since changed).
     */
    async defaultPayCode(
      merchantId: number,
      orderId: number,
      wanted: { purpose: PaymentPurpose; amountCents: number },
      lang: Lang,
    ) {
      const payment = await repo.latestPayCode(orderId, wanted.purpose, clock.now());
      if (!payment || payment.amountCents !== wanted.amountCents) return null;
      const channel = await repo.channel(merchantId, payment.channelNumber);
      const guides = await repo.guides(merchantId, payment.channelNumber);
      const w = wordsFor(lang);
      return {
        payCode: payment.payCode,
        logo: channel?.logoUrl ?? '',
        title: channel ? w('payCodeAt', { channel: channel.name }) : w('payCodeTitle'),
        payNotice: payNoticeOf(guides, lang),
        amountCents: payment.amountCents,
      };
    },

    // ─── Payway ───

    async repaymentWay(borrower: ActiveSession, orderId: number) {
      const { order, live } = await loans.repayable(borrower.userId, orderId);
      const token = randomToken(24);
      await repo.issueToken(
        sha256(token),
        borrower.userId,
        order.id,
        new Date(clock.now().getTime() + REPAY_TOKEN_TTL_MS),
      );
      const names = new Map<string, string>();
      for (const item of await app.bankRepository.formItems(borrower.merchantId))
        for (const o of item.note) names.set(o.type, o.name);
      const cards = (await repo.cardsOf(borrower.userId)).map((c) => ({
        id: c.id,
        bankName: names.get(c.institution) ?? c.institution,
        cardNo: `•••• ${c.last4}`,
        bankCode: c.institution,
      }));
      return {
        alipay: 1,
        repayToken: token,
        bankCards: cards,
        amount: amountDueNow(live.state, live.today).cents,
        productId: order.productId,
        orderId: order.id,
      };
    },

    /** Spends a repay token on a card payment awaiting its SMS code. Runs once per token (the route wraps it). */
    async commitCard(
      borrower: ActiveSession,
      input: { orderId: number; cardId: number; amountCents: number; repayToken: string },
    ) {
      // Another borrower's order or card answers "not found" before anything else is said about it.
      const card = await repo.cardOf(borrower.userId, input.cardId);
      if (!card) throw notFound('card');
      const { order, live } = await loans.repayable(borrower.userId, input.orderId);
      const token = await repo.findToken(sha256(input.repayToken));
      const now = clock.now();
      if (!token || token.userId !== borrower.userId || token.orderId !== input.orderId)
        throw invalid('repayToken', 'is not valid for this order; please reopen the page', {
          sentence: 'This payment page is out of date. Please go back and open it again.',
          reason: 'repay-page-expired',
        });
      if (token.expiresAt <= now)
        throw invalid('repayToken', 'has expired; please reopen the page', {
          sentence: 'This payment page has expired. Please go back and open it again.',
          reason: 'repay-page-expired',
        });
      checkAmount(live, 'repay', input.amountCents);
      if (!cardsOffered()) throw invalid('cardId', 'card repayment is not available; please pay with a pay code');
      if (!(await repo.spendToken(token.tokenHash, now)))
        throw conflict('This payment page has already been used. Please go back and open it again.');
      const payment = await repo.insert({
        paymentNo: paymentNumber(now),
        userId: borrower.userId,
        orderId: order.id,
        purpose: 'repay',
        amountCents: input.amountCents,
        provider: 'sandbox',
        channelNumber: `card:${card.institution}`,
        method: 'card',
        bankAccountId: card.id,
        expiresAt: new Date(now.getTime() + PAYMENT_TTL_MS.card),
      });
      await this.sendCardCode(borrower, payment);
      return { needValid: 1, repayRecordId: payment.id };
    },

    /** Sends a new SMS code for a card payment; at most one a minute. */
    async sendCardCode(borrower: ActiveSession, payment: PaymentRow, options: { resend?: boolean } = {}) {
      const now = clock.now();
      if (options.resend) {
        if (payment.status !== 'pending') return;
        // A retry inside the countdown keeps the code already sent.
        if (payment.otpSentAt && now.getTime() - payment.otpSentAt.getTime() < PAYWAY_OTP.resendAfterMs) return;
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await repo.recordOtp(payment.id, otpHash(payment.id, code), now);
      await app.smsGateway.send(
        borrower.phone,
        `${app.config.brand.productName}: your repayment code is ${code} for ${formatMoney(payment.amountCents)}. It expires in 5 minutes. Never share it with anyone.`,
      );
    },

    async cardPaymentFor(borrower: ActiveSession, recordId: number, orderId: number) {
      const payment = await repo.forUser(borrower.userId, recordId);
      if (!payment || payment.orderId !== orderId || payment.method !== 'card') throw notFound('repayment record');
      return payment;
    },

    /** Checks the SMS code, charges the card through the provider and posts the money. */
    async confirmCard(borrower: ActiveSession, input: { orderId: number; recordId: number; verifyCode: string }) {
      const payment = await this.cardPaymentFor(borrower, input.recordId, input.orderId);
      const repeat = () =>
        new AppError(
          ErrorCode.repeatPayment,
          'This repayment has already been made. Please do not repeat the payment request.',
        );
      if (payment.status === 'completed') throw repeat();
      if (payment.status !== 'pending') throw conflict('This repayment was closed. Please start again.');
      // A sent code that is gone was spent by a confirm still charging the card: this one is a repeat.
      if (!payment.otpHash && payment.otpSentAt) throw repeat();
      const now = clock.now();
      const expired = () =>
        new AppError(ErrorCode.wrongVerifyCode, 'The verification code has expired. Please request a new one.');
      if (!payment.otpHash || !payment.otpSentAt) throw expired();
      // The check is counted before the comparison, in one statement, so a burst cannot exceed the limit.
      const claimed = await repo.claimOtpAttempt(payment.id, PAYWAY_OTP.maxAttempts);
      if (!claimed) {
        // A confirm that spent the code meanwhile makes this one a repeat, not an expiry.
        const fresh = await this.cardPaymentFor(borrower, input.recordId, input.orderId);
        if (fresh.status === 'completed' || (!fresh.otpHash && fresh.otpSentAt)) throw repeat();
        throw expired();
      }
      if (now.getTime() - claimed.otpSentAt.getTime() > PAYWAY_OTP.ttlMs) throw expired();
      if (!constantTimeEqual(claimed.otpHash, otpHash(payment.id, input.verifyCode))) {
        const left = PAYWAY_OTP.maxAttempts - claimed.attempts;
        throw new AppError(
          ErrorCode.wrongVerifyCode,
          left > 0
            ? `Wrong verification code. Please check it and try again (${left} attempts left).`
            : 'Too many wrong codes. Please request a new one.',
        );
      }
      // One confirm spends the code; a concurrent duplicate is told not to repeat the payment.
      if (!(await repo.consumeOtp(payment.id))) throw repeat();
      const provider = providers.sandbox ?? providerOf('sandbox');
      const card = await repo.cardOf(borrower.userId, payment.bankAccountId ?? 0);
      const status = await provider.chargeAccount({
        paymentNo: payment.paymentNo,
        amountCents: payment.amountCents,
        accountLast4: card?.last4 ?? '',
      });
      const outcome = await applyStatus(payment, status, 'charge');
      if (outcome !== 'completed')
        throw invalid('cardId', 'the bank declined this payment; please choose another card', {
          sentence: 'Your bank declined this payment. Please choose another card.',
          reason: 'card-declined',
        });
      const order = await orders.findForUser(borrower.userId, input.orderId);
      return { status: 'completed', orderId: input.orderId, productId: order!.productId };
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentService;
  }
}

export default fp(
  async (app) => {
    const sandbox =
      app.config.mode === 'sandbox'
        ? createSandboxProvider({
            db: app.db,
            secret: hmac(app.secrets.appSecret, 'sandbox-payment-provider'),
            today: async () => (await app.clock.show()).businessDate,
            // The sandbox calls us back through our own HTTP stack, signature check included.
            deliver: async (fields) => {
              const response = await app.inject({
                method: 'POST',
                url: '/api/payments/callback/sandbox',
                payload: fields,
              });
              if (response.statusCode !== 200)
                app.log.warn({ status: response.statusCode }, 'sandbox callback was not accepted');
            },
          })
        : null;
    const p = app.config.payments;
    const active: PaymentProvider = p.provider === 'dragonpay' ? createDragonpayProvider(p) : sandbox!;
    if (!active) throw new Error('no payment provider configured');
    app.decorate('payments', createPaymentService(app, { active, sandbox }));
  },
  {
    name: 'payments',
    dependencies: [
      'loans',
      'paymentsRepository',
      'idempotencyRepository',
      'ordersRepository',
      'bankRepository',
      'sms-gateway',
      'clock',
      'secrets',
    ],
  },
);
