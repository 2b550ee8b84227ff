// Money out (decision 040): a payout is claimed, requested from the provider, pending there, and
// then succeeded, failed or (later) returned. Every answer — the request's own, a callback, the
// reconciliation's status query — goes through settle(), which moves the payout row by one guarded
// UPDATE under the order's row lock, so replays, races and crashes change nothing twice. The loan is
// booked (151 → 170) in the same transaction that marks the payout succeeded, and only then. A success
// for an attempt recorded as failed books the money that left and opens a case (decision 104); finance
// may mark a payout failed only once the provider says so.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@lendwell/contracts';
import { AppError, notFound } from '../lib/errors.js';
import { decryptJson } from '../lib/field-crypto.js';
import { hmac } from '../lib/secrets.js';
import { quote } from '../domain/loan/quote.js';
import { OrderStatus } from '../domain/loan/loan.js';
import { nextStatus } from '../domain/loan/order-status.js';
import { channelCode, chooseRail, destinationOf, RAIL_NAMES } from '../domain/payouts/routing.js';
import { checkDailyLimit, checkNewAccountHold } from '../domain/payouts/limits.js';
import { reverseBooking } from '../domain/payouts/reversal.js';
import { overpaymentEntry } from '../domain/payouts/overpayment.js';
import { WAITING_FOR_ACCOUNT_REFUSAL } from '../domain/payouts/words.js';
import { formatDate, formatManilaTime } from '@lendwell/contracts/date-format';
import type { PayoutAccount, PayoutAdapter, PayoutStatus } from '../adapters/payouts/payout-adapter.js';
import { PayoutSignatureError } from '../adapters/payouts/payout-adapter.js';
import { createSandboxPayout, type SandboxPayout } from '../adapters/payouts/sandbox-payout.js';
import { databaseSandboxPayoutStore } from '../repositories/sandbox-payout-books.js';
import { createDragonpayPayout } from '../adapters/payouts/dragonpay-payout.js';
import type { PayoutRow } from '../repositories/payouts-repository.js';
import type { OrderRow } from '../repositories/orders-repository.js';
import type { Transaction } from '../db/client.js';
import { sanctionsHold } from './aml.js';

const conflict = (message: string) => new AppError(ErrorCode.conflict, message);
/** Work that must commit with the step or not at all: an approved proposal's claim (decision 113). */
type Alongside = (tx: Transaction) => Promise<void>;

/** `<orderNo>-<attempt>`: the merchant transaction id of one attempt. */
export const txnIdOf = (orderNo: string, attempt: number) => `${orderNo}-${attempt}`;
/** `<orderNo>-R<refundId>`: the merchant transaction id of a refund of borrower credit (decision 029). */
export const refundTxnIdOf = (orderNo: string, refundId: number) => `${orderNo}-R${refundId}`;
export function parseRefundTxnId(txnId: string): { orderNo: string; refundId: number } | null {
  const m = /^(.+)-R(\d{1,15})$/.exec(txnId);
  return m ? { orderNo: m[1]!, refundId: Number(m[2]) } : null;
}

/**
 * Another kind of money out that rides on the same provider, callbacks and reconciliation (refunds of
 * borrower credit): it settles its own rows, so this service needs to know nothing of its tables.
 */
export type PayoutSettler = {
  /** Applies what the provider says about one of its transactions; idempotent like settle(). */
  settle(txnId: string, status: PayoutStatus, actor: string): Promise<string>;
  /** Its transactions still in progress that were requested before `before`. */
  stale(before: Date): Promise<{ txnId: string; hasReference: boolean }[]>;
};

function parseTxnId(txnId: string): { orderNo: string; attempt: number } | null {
  const m = /^(.+)-(\d{1,4})$/.exec(txnId);
  return m ? { orderNo: m[1]!, attempt: Number(m[2]) } : null;
}

export type DisburseAnswer = {
  orderNo: string;
  status: number;
  netProceedsCents: number;
  disbursedOn: string | null;
  payoutStatus: PayoutRow['status'];
  attempt: number;
  payoutReference: string | null;
  channel: string;
};

export function createPayoutService(app: FastifyInstance, adapter: PayoutAdapter) {
  const repo = app.payoutsRepository;
  const audit = app.auditRepository;
  let refunds: PayoutSettler | null = null;

  async function orderByNo(orderNo: string) {
    const order = await app.ordersRepository.findByNo(orderNo);
    if (!order) throw notFound('order');
    return order;
  }

  async function answer(order: OrderRow): Promise<DisburseAnswer> {
    const now = (await app.ordersRepository.findByNo(order.orderNo))!;
    const row = await repo.find(order.id);
    const product = await app.loans.productOf(now);
    return {
      orderNo: now.orderNo,
      status: now.status,
      netProceedsCents:
        row?.amountCents ?? quote(product, now.principalCents, await app.loans.businessDate()).netProceedsCents,
      disbursedOn: now.disbursedOn,
      payoutStatus: row?.status ?? 'requested',
      attempt: row?.attempt ?? 0,
      payoutReference: row?.reference ?? null,
      channel: row?.channel ?? '',
    };
  }

  /**
   * The money is known to have left: mark the attempt succeeded and book the loan, in one transaction.
   * The booking is the requester's act (`actor`); `confirmedBy` is who reported the money left.
   */
  async function succeed(order: OrderRow, attempt: number, reference: string, actor: string, confirmedBy = actor) {
    const today = await app.loans.businessDate();
    try {
      await app.loans.disburse(
        order.orderNo,
        actor,
        `disbursed: payout ${reference} (${adapter.name})`,
        async (tx, before, booked) => {
          const moved = await repo.move(
            order.id,
            attempt,
            ['requested', 'pending'],
            'succeeded',
            { reference, providerStatus: 'S', settledAt: new Date(), settledOn: today },
            tx,
          );
          // Another settler got here first (the order lock queued us): undo this booking.
          if (!moved) throw conflict('payout already settled');
          await audit.append(
            {
              actor,
              action: 'order.disburse',
              target: `order:${order.orderNo}`,
              amountCents: moved.amountCents,
              before: { status: before.status },
              after: { ...booked, payout: reference, provider: adapter.name, attempt, confirmedBy },
            },
            tx,
          );
        },
      );
    } catch (err) {
      // Already booked by a callback or a reconciler that ran first: nothing to do.
      const row = await repo.find(order.id);
      if (row?.status === 'succeeded' && row.attempt === attempt) return;
      // The loan was booked meanwhile by another attempt's late success (decision 104): this one paid it again.
      const now = await app.ordersRepository.findByNo(order.orderNo);
      if (
        row?.attempt === attempt &&
        (row.status === 'requested' || row.status === 'pending') &&
        now &&
        now.status !== OrderStatus.disbursing
      )
        return overpaid(now, attempt, reference, confirmedBy);
      throw err;
    }
  }

  async function fail(order: OrderRow, attempt: number, reason: string, rebind: boolean, actor: string, letter = 'F') {
    await app.db.transaction(async (tx) => {
      const locked = (await app.ordersRepository.findByNo(order.orderNo, tx, true))!;
      const moved = await repo.move(
        order.id,
        attempt,
        ['requested', 'pending'],
        'failed',
        { reason, rebind, providerStatus: letter },
        tx,
      );
      if (!moved) return;
      // A loan booked by an earlier attempt's late success (decision 104) needs no other account.
      if (locked.status !== OrderStatus.disbursing) rebind = false;
      if (rebind) await app.ordersRepository.update(tx, order.id, { cardNeedPop: 1 });
      // The account itself was refused: it is not offered to repay from either (decision 072).
      if (rebind && moved.accountId) await app.bankRepository.markRefused(moved.accountId, tx);
      await audit.append(
        {
          actor,
          action: 'order.payout.failed',
          target: `order:${order.orderNo}`,
          amountCents: moved.amountCents,
          before: { status: locked.status, cardNeedPop: locked.cardNeedPop },
          after: { reason, attempt, cardNeedPop: rebind ? 1 : locked.cardNeedPop },
        },
        tx,
      );
    });
  }

  /**
   * The bank sent a succeeded payout back: one compensating entry undoes the booking, the schedule is
   * dropped, the order returns to 151 and the borrower is asked to bind another account.
   */
  async function returned(order: OrderRow, attempt: number, reason: string, actor: string) {
    const today = await app.loans.businessDate();
    // Read before the transaction: inside it every query must go through tx (PGlite has one connection).
    const product = await app.loans.productOf(order);
    await app.db.transaction(async (tx) => {
      const locked = (await app.ordersRepository.findByNo(order.orderNo, tx, true))!;
      const row = await repo.move(
        order.id,
        attempt,
        ['succeeded'],
        'returned',
        { reason, rebind: true, providerStatus: 'R', returnedAt: new Date() },
        tx,
      );
      if (!row) return;
      if (row.accountId) await app.bankRepository.markRefused(row.accountId, tx);
      if (locked.disbursedOn) {
        const state = await app.ordersRepository.loadState(tx, locked, product);
        const reversal = reverseBooking(state.entries, today, row.amountCents);
        await app.ordersRepository.appendEntries(
          tx,
          order.id,
          [reversal],
          actor,
          `payout-return:${txnIdOf(order.orderNo, attempt)}`,
        );
        await app.ordersRepository.clearSchedule(tx, order.id);
      }
      // Whatever the order had reached, a returned payout takes it back to waiting for its money (decision 143).
      const to = nextStatus(locked.status, 'payoutReturned');
      if (to === null) throw new Error(`order ${order.orderNo} at ${locked.status} cannot take a payout return`);
      await app.ordersRepository.setStatus(tx, locked, to, today, actor, `payout returned by the bank: ${reason}`, {
        disbursedOn: null,
        lastCobDate: null,
        daysPastDue: 0,
        penaltyApplied: false,
        rolloverCount: 0,
        settledOn: null,
        cardNeedPop: 1,
      });
      await audit.append(
        {
          actor,
          action: 'order.payout.returned',
          target: `order:${order.orderNo}`,
          amountCents: row.amountCents,
          before: { status: locked.status, payout: 'succeeded', attempt },
          after: { status: to, payout: 'returned', reason, cardNeedPop: 1 },
        },
        tx,
      );
    });
  }

  /** A case's sentence for finance, in pesos. */
  const pesos = (cents: number) =>
    `PHP ${(cents / 100).toLocaleString('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

  /**
   * The provider paid an attempt although the loan is booked already (by another attempt, or it is no
   * longer awaiting payout): the money left, so it is booked as an overpayment the borrower owes (Dr
   * overpayment, Cr cash) and a `paid_twice` case opens. When that attempt is the one in flight, its row
   * moves to succeeded too. Idempotent by the case's one-per-attempt key.
   */
  async function overpaid(order: OrderRow, attempt: number, reference: string, actor: string) {
    const today = await app.loans.businessDate();
    const txnId = txnIdOf(order.orderNo, attempt);
    await app.db.transaction(async (tx) => {
      const locked = (await app.ordersRepository.findByNo(order.orderNo, tx, true))!;
      const row = await repo.find(order.id, tx);
      if (!row) return;
      // The current attempt in flight or one we recorded as failed: its row says what the provider says.
      const moved = await repo.move(
        order.id,
        attempt,
        ['requested', 'pending', 'failed'],
        'succeeded',
        { reference, providerStatus: 'S', settledAt: new Date(), settledOn: today, reason: '' },
        tx,
      );
      // The amount of this attempt: the row's when it is the current one; an older attempt paid the same net proceeds.
      const amountCents = row.amountCents;
      const opened = await repo.openCase(
        {
          orderId: order.id,
          attempt,
          kind: 'paid_twice',
          amountCents,
          reference,
          note: `attempt ${attempt} was paid (${pesos(amountCents)}, reference ${reference}) although the loan was already ${locked.disbursedOn ? `booked on ${formatDate(new Date(`${locked.disbursedOn}T00:00:00+08:00`))}` : `at status ${locked.status}`}; the borrower owes it back`,
          openedBy: actor,
        },
        tx,
      );
      if (!opened) return;
      await app.ordersRepository.appendEntries(
        tx,
        order.id,
        [overpaymentEntry(today, amountCents, `payout ${reference} paid a booked loan again`)],
        actor,
        `payout-overpaid:${txnId}`,
      );
      await audit.append(
        {
          actor,
          action: 'order.payout.paid_twice',
          target: `order:${order.orderNo}`,
          before: { status: locked.status, payout: row.status, attempt: row.attempt },
          after: { case: opened.id, attempt, amountCents, reference, payout: moved ? 'succeeded' : row.status },
        },
        tx,
      );
    });
    app.log.error(
      { orderNo: order.orderNo, attempt },
      'a payout was paid for a loan already booked; a paid-twice case is open for finance',
    );
  }

  /**
   * The provider paid an attempt we had recorded as failed (marked by staff, or failed then credited
   * after all), or an older attempt than the current one (decision 104). The money left: if the loan is
   * still unbooked this payment is its disbursement, booked now, and a `late_success` case opens, which
   * blocks another payout until finance resolves it; if the loan is booked, it is an overpayment.
   */
  async function lateSuccess(order: OrderRow, attempt: number, reference: string, row: PayoutRow, actor: string) {
    const today = await app.loans.businessDate();
    if (order.status === OrderStatus.disbursing) {
      try {
        await app.loans.disburse(
          order.orderNo,
          row.actor,
          `disbursed: payout ${reference} (${adapter.name}), credited after attempt ${attempt} was recorded as failed`,
          async (tx, before, booked) => {
            const current = (await repo.find(order.id, tx))!;
            const opened = await repo.openCase(
              {
                orderId: order.id,
                attempt,
                kind: 'late_success',
                amountCents: current.amountCents,
                reference,
                note:
                  current.attempt === attempt
                    ? `attempt ${attempt} was recorded as failed, then paid (${pesos(current.amountCents)}, reference ${reference}); the loan is booked on it`
                    : `attempt ${attempt} was paid (${pesos(current.amountCents)}, reference ${reference}) after attempt ${current.attempt} was sent; the loan is booked on attempt ${attempt}, and a payment of attempt ${current.attempt} would be an overpayment`,
                openedBy: actor,
              },
              tx,
            );
            // A replay of the same late success: undo this booking.
            if (!opened) throw conflict('this late payout has a case already');
            // The row follows when it is this attempt; a later attempt keeps its own state (its outcome still comes).
            if (current.attempt === attempt)
              await repo.move(
                order.id,
                attempt,
                ['failed'],
                'succeeded',
                { reference, providerStatus: 'S', settledAt: new Date(), settledOn: today, reason: '' },
                tx,
              );
            await audit.append(
              {
                actor: row.actor,
                action: 'order.disburse',
                target: `order:${order.orderNo}`,
                amountCents: current.amountCents,
                before: { status: before.status },
                after: { ...booked, payout: reference, provider: adapter.name, attempt, confirmedBy: actor },
              },
              tx,
            );
            await audit.append(
              {
                actor,
                action: 'order.payout.late_success',
                target: `order:${order.orderNo}`,
                amountCents: current.amountCents,
                before: { payout: current.status, attempt: current.attempt },
                after: { case: opened.id, attempt, reference, booked: true },
              },
              tx,
            );
          },
        );
        app.log.error(
          { orderNo: order.orderNo, attempt },
          'a payout recorded as failed was paid; the loan is booked on it and a case is open for finance',
        );
        return;
      } catch (err) {
        // Booked meanwhile (a replay, or another attempt's success first): decided again below.
        const now = (await app.ordersRepository.findByNo(order.orderNo))!;
        if (now.status === OrderStatus.disbursing) throw err;
        order = now;
      }
    }
    const existing = await repo.openCaseOf(order.id);
    if (existing?.attempt === attempt) return;
    await overpaid(order, attempt, reference, actor);
  }

  /**
   * Applies what the provider says about one attempt. Idempotent: every move is guarded by the states
   * it may leave, so a replay, a late callback or a second reconciler changes nothing.
   */
  async function settle(orderNo: string, attempt: number, status: PayoutStatus, actor: string): Promise<string> {
    const order = await app.ordersRepository.findByNo(orderNo);
    if (!order) return 'unknown order';
    const row = await repo.find(order.id);
    if (!row) return 'no payout';
    // Money that left for an attempt we recorded as failed, or for an older attempt (decision 104).
    if (
      status.state === 'succeeded' &&
      (row.attempt > attempt || (row.attempt === attempt && row.status === 'failed'))
    ) {
      await lateSuccess(order, attempt, status.reference, row, actor);
      return 'succeeded';
    }
    if (row.attempt !== attempt) return 'stale attempt';
    switch (status.state) {
      case 'succeeded':
        if (row.status === 'requested' || row.status === 'pending') {
          // The loan was booked by an earlier attempt's late success: this one paid it again.
          if (order.status === OrderStatus.disbursing)
            await succeed(order, attempt, status.reference, row.actor, actor);
          else await overpaid(order, attempt, status.reference, actor);
        }
        return 'succeeded';
      case 'failed':
        await fail(order, attempt, status.reason, status.rebind, actor, status.letter);
        return 'failed';
      case 'returned':
        // A return seen before the success it undoes: book first, so the reversal has something to undo.
        if (row.status === 'requested' || row.status === 'pending')
          await succeed(order, attempt, status.reference, row.actor, actor);
        await returned(order, attempt, status.reason, actor);
        return 'returned';
      case 'pending':
        // The provider has the payout and is still working on it: audited with the move (decision 107).
        await app.db.transaction(async (tx) => {
          const moved = await repo.move(
            order.id,
            attempt,
            ['requested'],
            'pending',
            { reference: status.reference, providerStatus: status.letter },
            tx,
          );
          if (moved)
            await audit.append(
              {
                actor,
                action: 'order.payout.pending',
                target: `order:${orderNo}`,
                borrowerId: order.userId,
                amountCents: moved.amountCents,
                before: { payout: 'requested', attempt },
                after: { payout: 'pending', attempt, reference: status.reference },
              },
              tx,
            );
        });
        return 'pending';
      case 'unknown':
        return 'unknown';
    }
  }

  /** The name and e-mail the borrower gave in their certify answers: the payout's holder and contact. */
  async function holderOf(userId: number): Promise<{ name: string; email: string }> {
    const basic = (await app.kycRepository.find(userId))?.basic ?? {};
    return { name: basic.fullName?.trim() ?? '', email: basic.email?.trim() ?? '' };
  }

  function accountFor(
    account: NonNullable<Awaited<ReturnType<typeof app.bankRepository.current>>>,
    holderName = '',
  ): PayoutAccount {
    const appSecret = app.secrets.appSecret;
    return {
      institution: account.institution,
      channelNumber: account.channelNumber,
      last4: account.last4,
      holderName: account.fields.accountName ?? account.fields.holderName ?? holderName,
      // Decrypted only when the adapter builds its request; never stored, never logged.
      reveal: () => {
        const secrets = decryptJson<Record<string, string>>(appSecret, account.secretsEncrypted);
        const number = secrets.accountNo ?? secrets.walletNo ?? Object.values(secrets)[0];
        if (!number) throw new Error('the bound account has no account number');
        return number;
      },
    };
  }

  /** The rail and the provider's channel code for paying `amountCents` to a bound account (decision 041). */
  /** Whether a sandbox asked to pay a borrower with no account to a notional wallet (decision 129). */
  function notionalWallet(): boolean {
    const payouts = app.config.payouts;
    return adapter.name === 'sandbox' && payouts.provider === 'sandbox' && payouts.walletWithoutAccount === true;
  }

  function routeFor(account: { cardType: number; channelNumber: string; institution: string }, amountCents: number) {
    const destination = destinationOf(account);
    if (!destination)
      throw conflict('the bound account is neither a known bank nor GCash or Maya; ask the borrower to bind again');
    const rail = chooseRail(destination, amountCents);
    return { rail, code: channelCode(rail, destination) };
  }

  return {
    adapter,
    accountFor,
    holderOf,
    routeFor,

    /** Refunds of borrower credit register here, so callbacks and reconciliation settle them too. */
    registerRefunds(settler: PayoutSettler) {
      refunds = settler;
    },

    /**
     * Requests the payout of an approved order's net proceeds. Claimed first (one statement, under
     * the lender's settings lock so the daily limit holds), then sent; the answer is usually
     * "pending", and the loan is booked when the money is known to have left.
     */
    async disburse(actor: string, orderNo: string, alongside?: Alongside): Promise<DisburseAnswer> {
      if (app.config.mode === 'production' && adapter.name === 'sandbox')
        throw conflict('no payout provider is configured; the sandbox adapter is refused in production');
      const order = await orderByNo(orderNo);
      const existing = await repo.find(order.id);
      if (existing?.status === 'succeeded' && order.status === OrderStatus.disbursing && existing.reference) {
        // An approved proposal must pay, not book an older payment (decision 113): it is refused and stays open.
        if (alongside) throw conflict(`${orderNo} was paid already and is being booked; reject this proposal`);
        // Paid but not booked (an older build booked in a separate step): book without paying again.
        await succeed(order, existing.attempt, existing.reference, actor);
        return answer(order);
      }
      if (order.status !== OrderStatus.disbursing)
        throw conflict(`order is ${order.status}, not approved for disbursement`);
      // No money goes to a borrower with an open sanctions alert, whoever approved the loan (decision 125).
      const hold = await sanctionsHold(app.db, order.userId);
      if (hold) throw conflict(hold);
      const open = await repo.openCaseOf(order.id);
      if (open)
        throw conflict(
          `payout case ${open.id} of ${orderNo} is open (attempt ${open.attempt} was paid after it was recorded as failed); finance must resolve it before another payout`,
        );
      if (existing && (existing.status === 'requested' || existing.status === 'pending'))
        throw conflict(
          `a payout for ${orderNo} is already in progress (attempt ${existing.attempt}); wait for the provider's answer or check with the provider`,
        );
      const product = await app.loans.productOf(order);
      const today = await app.loans.businessDate();
      const amountCents = quote(product, order.principalCents, today).netProceedsCents;
      const account = await app.bankRepository.current(order.userId);
      // No account, no payout (decision 129): the desk shows the same words, and the borrower is reminded. Only a
      // sandbox asked for it (SANDBOX_PAYOUT_WALLET=1, for tests written before) pays a notional wallet instead.
      if (!account && !notionalWallet()) throw conflict(WAITING_FOR_ACCOUNT_REFUSAL);
      let rail = '';
      let code: string | undefined;
      if (account) {
        const route = routeFor(account, amountCents);
        rail = route.rail;
        code = route.code;
        const history = await app.bankRepository.history(order.userId);
        const hold = checkNewAccountHold({
          replacedAnother: history.some((h) => h.id < account.id),
          boundAt: account.createdAt,
          now: new Date(),
          holdHours: (await repo.settings(await merchantOf(order))).holdHours,
          released: await repo.holdReleased(account.id),
          paidBefore: await repo.paidToAccount(account.id),
        });
        if (!hold.ok) throw conflict(hold.reason);
      }
      const merchantId = await merchantOf(order);
      const claim = await app.db.transaction(async (tx) => {
        const settings = await repo.lockSettings(tx, merchantId);
        const limit = checkDailyLimit({
          dailyLimitCents: settings.dailyLimitCents,
          committedCents: await repo.committedOn(merchantId, today, tx),
          amountCents,
        });
        if (!limit.ok) throw conflict(limit.reason);
        const row = await repo.claim(
          order.id,
          {
            provider: adapter.name,
            amountCents,
            actor,
            merchantId,
            accountId: account?.id ?? null,
            channel: rail,
            requestedOn: today,
          },
          tx,
        );
        if (row) {
          await audit.append(
            {
              actor,
              action: 'order.payout.requested',
              target: `order:${orderNo}`,
              after: {
                attempt: row.attempt,
                amountCents,
                channel: rail ? RAIL_NAMES[rail as keyof typeof RAIL_NAMES] : '',
              },
            },
            tx,
          );
          await alongside?.(tx);
        }
        return row;
      });
      if (!claim) throw conflict(`a payout for ${orderNo} is already in progress; wait for the provider's answer`);
      await hooks.afterClaim?.(orderNo);

      const attempt = claim.attempt;
      let result;
      try {
        const phone = (await app.usersRepository.findById(order.userId))?.phone;
        const holder = await holderOf(order.userId);
        result = await adapter.payout({
          orderNo,
          amountCents,
          idempotencyKey: txnIdOf(orderNo, attempt),
          channelCode: code,
          description: `Loan ${orderNo}`,
          mobile: phone,
          email: holder.email || undefined,
          account: account ? accountFor(account, holder.name) : null,
        });
      } catch (err) {
        // No answer says nothing about whether money moved: the claim stays requested until the
        // provider's answer, a callback or reconciliation says what happened.
        app.log.error({ err, orderNo, attempt }, 'payout provider gave no answer; the payout stays in progress');
        await audit.append({
          actor,
          action: 'order.payout.no_answer',
          target: `order:${orderNo}`,
          before: { status: order.status },
          after: { payout: 'requested', attempt },
        });
        throw conflict(
          `the payout provider did not answer; the payout of ${orderNo} stays in progress. Reconciliation will ask the provider, or finance may mark it failed after checking`,
        );
      }
      await hooks.afterCall?.(orderNo);
      if (!result.ok) {
        await fail(order, attempt, result.reason, result.rebind, actor);
        throw conflict(
          `payout failed: ${result.reason}${result.rebind ? '; the borrower is asked to bind another account' : ''}`,
        );
      }
      if (result.pending)
        await settle(orderNo, attempt, { state: 'pending', reference: result.reference, letter: 'P' }, actor);
      else await succeed(order, attempt, result.reference, actor);
      return answer(order);
    },

    /** A provider's callback: signature first, then the provider's status API decides what is true. */
    async onCallback(providerName: string, fields: Record<string, string>): Promise<{ ack: string }> {
      if (providerName !== adapter.name || !adapter.verifyCallback || !adapter.queryStatus)
        throw new PayoutSignatureError(`no payout provider ${providerName}`);
      const notice = adapter.verifyCallback(fields);
      const refund = parseRefundTxnId(notice.txnId);
      if (refund) {
        if (refunds)
          await refunds.settle(notice.txnId, await adapter.queryStatus(notice.txnId), `provider:${adapter.name}`);
        return { ack: adapter.callbackAck ?? 'OK' };
      }
      const parsed = parseTxnId(notice.txnId);
      if (parsed) {
        const status = await adapter.queryStatus(notice.txnId);
        await settle(parsed.orderNo, parsed.attempt, status, `provider:${adapter.name}`);
      }
      return { ack: adapter.callbackAck ?? 'OK' };
    },

    /**
     * Asks the provider about payouts still requested or pending after `olderThanMinutes`, and settles
     * them. A request the provider has never seen (the call never arrived) fails, so it may be retried.
     */
    async reconcile(olderThanMinutes = app.config.payouts.reconcileAfterMinutes) {
      const summary = { checked: 0, succeeded: 0, failed: 0, returned: 0, pending: 0, unknown: 0, errors: 0 };
      if (!adapter.queryStatus) return summary;
      const rows = await repo.stale(new Date(Date.now() - olderThanMinutes * 60_000));
      for (const { payout, orderNo } of rows) {
        summary.checked += 1;
        try {
          const status = await adapter.queryStatus(txnIdOf(orderNo, payout.attempt));
          if (status.state === 'unknown' && payout.status === 'requested') {
            const order = (await app.ordersRepository.findByNo(orderNo))!;
            await fail(order, payout.attempt, 'the request never reached the provider', false, 'reconciliation');
            summary.failed += 1;
            continue;
          }
          const outcome = await settle(orderNo, payout.attempt, status, 'reconciliation');
          if (outcome in summary) summary[outcome as keyof typeof summary] += 1;
        } catch (err) {
          summary.errors += 1;
          app.log.error({ err, orderNo }, 'payout reconciliation could not settle a payout');
        }
      }
      // Refunds of borrower credit in progress: the same question to the provider, settled by their own service.
      for (const { txnId, hasReference } of refunds
        ? await refunds.stale(new Date(Date.now() - olderThanMinutes * 60_000))
        : []) {
        summary.checked += 1;
        try {
          let status = await adapter.queryStatus(txnId);
          // Never accepted (no reference) and unknown to the provider: the call never arrived, so it may be tried again.
          if (status.state === 'unknown' && !hasReference)
            status = {
              state: 'failed',
              reference: null,
              letter: 'F',
              reason: 'the request never reached the provider',
              rebind: false,
            };
          const outcome = await refunds!.settle(txnId, status, 'reconciliation');
          if (outcome in summary) summary[outcome as keyof typeof summary] += 1;
        } catch (err) {
          summary.errors += 1;
          app.log.error({ err, txnId }, 'payout reconciliation could not settle a refund');
        }
      }
      return summary;
    },

    /** Finance's view of the day: ours against the provider's report. */
    async dayReport(businessDate?: string) {
      const date = businessDate ?? (await app.loans.businessDate());
      const ours = await repo.settledOn(date);
      let provider: { count: number; amountCents: number } | null = null;
      let providerError = '';
      try {
        provider = adapter.dailyTotal ? await adapter.dailyTotal(date) : null;
      } catch (err) {
        providerError = 'the provider did not answer; try again later';
        app.log.warn({ err }, 'payout report unavailable');
      }
      return {
        businessDate: date,
        ours,
        provider,
        providerError,
        matches: provider ? provider.amountCents === ours.amountCents && provider.count === ours.count : null,
      };
    },

    /**
     * Finance's word that a payout in flight did not go through, so it may be tried again. The provider
     * is asked first (decision 104): while it says pending or paid this is refused (a paid one is booked
     * on the spot); it is recorded as failed only when the provider says failed, or when it has no record
     * of the attempt once the reconciliation window since the request has passed.
     */
    async markFailed(actor: string, orderNo: string, reason: string, alongside?: Alongside) {
      const order = await orderByNo(orderNo);
      const row = await repo.find(order.id);
      if (!row || (row.status !== 'requested' && row.status !== 'pending'))
        throw conflict(`${orderNo} has no payout in progress`);
      if (!adapter.queryStatus)
        throw conflict(
          `the payout provider ${adapter.name} cannot be asked about attempt ${row.attempt} of ${orderNo}, so it cannot be marked failed; wait for the provider's answer`,
        );
      const txnId = txnIdOf(orderNo, row.attempt);
      let status: PayoutStatus;
      try {
        status = await adapter.queryStatus(txnId);
      } catch (err) {
        app.log.warn({ err, orderNo, attempt: row.attempt }, 'payout provider did not answer a status query');
        throw conflict(
          `the payout provider did not answer about attempt ${row.attempt} of ${orderNo}, so it is not marked failed; try again in a few minutes`,
        );
      }
      const windowMinutes = app.config.payouts.reconcileAfterMinutes;
      const windowEnds = new Date(row.updatedAt.getTime() + windowMinutes * 60_000);
      switch (status.state) {
        case 'pending':
          throw conflict(
            `the provider still shows attempt ${row.attempt} of ${orderNo} as pending, so it is not marked failed; wait for its answer`,
          );
        case 'succeeded':
        case 'returned':
          // The money left: book it now rather than leave it for the next callback or reconciliation.
          await settle(orderNo, row.attempt, status, actor);
          throw conflict(
            status.state === 'succeeded'
              ? `the provider says attempt ${row.attempt} of ${orderNo} was paid (reference ${status.reference}), so it is not marked failed; it has been booked`
              : `the provider says attempt ${row.attempt} of ${orderNo} was paid and then returned by the bank (reference ${status.reference}), so it is not marked failed; both have been booked`,
          );
        case 'unknown':
          if (windowEnds.getTime() > Date.now())
            throw conflict(
              `the provider has no record of attempt ${row.attempt} of ${orderNo} yet, so it is not marked failed; if it still has none at ${formatDate(windowEnds)} ${formatManilaTime(windowEnds)} Manila time, mark it failed then`,
            );
          break;
        case 'failed':
          break;
      }
      const providerWord = status.state === 'failed' ? status.reason : 'the provider has no record of it';
      const released = await app.db.transaction(async (tx) => {
        await app.ordersRepository.findByNo(orderNo, tx, true);
        const moved = await repo.move(
          order.id,
          row.attempt,
          ['requested', 'pending'],
          'failed',
          {
            reason: `marked failed by staff: ${reason} (provider: ${providerWord})`,
            providerStatus: status.state === 'failed' ? status.letter : '',
          },
          tx,
        );
        if (!moved) throw conflict(`${orderNo} has no payout in progress`);
        await audit.append(
          {
            actor,
            action: 'order.payout.marked_failed',
            target: `order:${orderNo}`,
            amountCents: row.amountCents,
            before: { payout: row.status, attempt: row.attempt },
            after: { payout: 'failed', reason, provider: status.state },
          },
          tx,
        );
        await alongside?.(tx);
        return moved;
      });
      return { orderNo, payout: 'failed', attempt: released.attempt };
    },

    /**
     * What a payout of the order would send now, for a proposal's sentence (decision 113): the net
     * proceeds and the last four digits of the bound account. Refuses an order not approved for payout.
     */
    async preview(orderNo: string) {
      const order = await orderByNo(orderNo);
      if (order.status !== OrderStatus.disbursing)
        throw conflict(`order is ${order.status}, not approved for disbursement`);
      // No money goes to a borrower with an open sanctions alert, whoever approved the loan (decision 125).
      const hold = await sanctionsHold(app.db, order.userId);
      if (hold) throw conflict(hold);
      const product = await app.loans.productOf(order);
      const amountCents = quote(product, order.principalCents, await app.loans.businessDate()).netProceedsCents;
      const account = await app.bankRepository.current(order.userId);
      // A proposal to pay nobody is refused before a second person is asked (decision 129).
      if (!account && !notionalWallet()) throw conflict(WAITING_FOR_ACCOUNT_REFUSAL);
      return { amountCents, last4: account?.last4 ?? null };
    },

    /** The attempt in flight and the bound account's last digits, for a proposal's sentence (decision 113). */
    async inFlight(orderNo: string) {
      const order = await orderByNo(orderNo);
      const row = await repo.find(order.id);
      const account = await app.bankRepository.current(order.userId);
      return {
        payout: row && (row.status === 'requested' || row.status === 'pending') ? row : null,
        last4: account?.last4 ?? null,
      };
    },

    /** Finance's list of payout cases (decision 104): open ones, or the latest resolved. */
    async cases(open: boolean) {
      return repo.listCases(open);
    },

    /**
     * Finance resolves a payout case (decision 104) with a reason, audited under its name: the loan
     * booked on a late payment confirmed, or an overpayment recovered from the borrower or returned.
     * The overpayment stays on the books until the money comes back; resolving records the decision.
     */
    async resolveCase(actor: string, id: number, resolution: string) {
      const found = await repo.caseById(id);
      if (!found) throw notFound('payout case');
      return app.db.transaction(async (tx) => {
        const row = await repo.resolveCase(id, actor, resolution, tx);
        if (!row) throw conflict(`payout case ${id} was resolved already`);
        await audit.append(
          {
            actor,
            action: 'order.payout.case_resolved',
            target: `order:${found.orderNo}`,
            before: { case: id, kind: row.kind, attempt: row.attempt, open: true },
            after: { case: id, open: false, resolution },
          },
          tx,
        );
        return { id, orderNo: found.orderNo, resolved: true };
      });
    },

    /** Finance lets the first payout to a newly changed account go before the hold ends (audited). */
    async releaseHold(actor: string, orderNo: string, reason: string, alongside?: Alongside) {
      const order = await orderByNo(orderNo);
      const account = await app.bankRepository.current(order.userId);
      if (!account) throw conflict('the borrower has no bound account');
      await app.db.transaction(async (tx) => {
        if (!(await repo.releaseHold(account.id, actor, reason, tx)))
          throw conflict('the hold on this account was released already');
        await audit.append(
          {
            actor,
            action: 'order.payout.hold_released',
            target: `order:${orderNo}`,
            after: { account: `•••• ${account.last4}`, reason },
          },
          tx,
        );
        await alongside?.(tx);
      });
      return { orderNo, released: true };
    },

    settle,
  };

  async function merchantOf(order: OrderRow): Promise<number> {
    const user = await app.usersRepository.findById(order.userId);
    if (!user) throw new Error(`order ${order.orderNo} has no borrower`);
    return user.merchantId;
  }
}

/** Test seams: a crash simulated between claim and call, or between call and booking. */
export const hooks: {
  afterClaim?: (orderNo: string) => Promise<void>;
  afterCall?: (orderNo: string) => Promise<void>;
} = {};

export type PayoutService = ReturnType<typeof createPayoutService>;

declare module 'fastify' {
  interface FastifyInstance {
    payoutService: PayoutService;
    /** The sandbox payout provider, in sandbox mode (its tools: return a payout later). */
    sandboxPayout: SandboxPayout | null;
  }
}

export default fp<{ payouts?: PayoutAdapter }>(
  async (app, opts) => {
    const c = app.config.payouts;
    let sandbox: SandboxPayout | null = null;
    if (c.provider === 'sandbox')
      sandbox = createSandboxPayout({
        secret: hmac(app.secrets.appSecret, 'sandbox-payout-provider'),
        callbackDelayMs: c.callbackDelayMs,
        today: () => app.loans.businessDate(),
        store: databaseSandboxPayoutStore(app.db),
        // The sandbox calls us back through our own HTTP stack, signature check included.
        deliver: async (fields) => {
          const response = await app.inject({ method: 'POST', url: '/api/payouts/callback/sandbox', payload: fields });
          if (response.statusCode !== 200)
            app.log.warn({ status: response.statusCode }, 'sandbox payout callback was not accepted');
        },
      });
    const adapter: PayoutAdapter =
      opts.payouts ??
      (c.provider === 'dragonpay'
        ? createDragonpayPayout({ ...c, requireHttps: app.config.mode === 'production' })
        : sandbox!);
    if (app.config.mode === 'production' && adapter.name === 'sandbox')
      app.log.warn('payouts use the sandbox adapter; disbursement is refused in production mode');
    app.decorate('sandboxPayout', sandbox);
    app.decorate('payoutService', createPayoutService(app, adapter));
  },
  {
    name: 'payoutService',
    dependencies: [
      'loans',
      'usersRepository',
      'payoutsRepository',
      'auditRepository',
      'bankRepository',
      'ordersRepository',
      'secrets',
    ],
  },
);
