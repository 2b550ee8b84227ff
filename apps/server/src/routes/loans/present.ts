// Maps engine results to the spec's response shapes. Display strings are built here, once.
import {
  formatBps,
  formatMoney,
  type InstallmentPlan,
  type LoanConfirm,
  type OrderDetails,
  type PlanRow,
  type RecommendedProduct,
  type RolloverPlan,
} from '@lendwell/contracts';
import { addDays } from '../../domain/calendar.js';
import { outstandingByBucket } from '../../domain/loan/ledger.js';
import {
  amountDueNow,
  amountDueNowByBucket,
  installmentSchedule,
  OrderStatus,
  rolloverQuote,
  type LoanState,
} from '../../domain/loan/loan.js';
import type { Quote } from '../../domain/loan/quote.js';
import { AGREEMENTS } from '../../documents/agreements.js';
import type { OrderRow } from '../../repositories/orders-repository.js';
import type { ProductRow } from '../../repositories/products-repository.js';
import { payoutWords, type PayoutView } from '../../domain/payouts/words.js';
import type { Offer } from '../../domain/credit/offers.js';
import type { Lang, MarkedEnglish, WordKey, Words } from '../../lib/borrower-words/index.js';
import { productWordsIn } from '../../services/configured-texts.js';

export type ConfirmExtras = {
  /** The 'Point out' dialog of the iOS back gesture, or null for none. */
  backPopup: ({ title: string; content: string } & MarkedEnglish) | null;
  /** A document the borrower must read before confirming (the privacy consent for a first loan), or ''. */
  popAgreementUrl: string;
  /** The page's real flag (spec: ₹ when 1), from the common query. */
  real?: string;
  /** The borrower's words (decision 132). */
  w: Words;
};

export function presentQuote(product: ProductRow, q: Quote, extras: ConfirmExtras): LoanConfirm {
  // The page's currency flag (the real it sends on every call): its rows agree with what it formats.
  const money = (cents: number) => formatMoney(cents, extras.real);
  const { w } = extras;
  const fee =
    q.upfrontFeeCents > 0 ? w('rowServiceFeeDeducted', { amount: money(q.serviceFeeCents) }) : money(q.serviceFeeCents);
  return {
    productId: product.id,
    comProductLogo: product.logoUrl,
    comProductName: product.name,
    amount: q.principalCents,
    periods: q.periods,
    termUnit: q.periodDays,
    termDays: q.termDays,
    details: [
      { text: w('rowLoanAmount'), value: money(q.principalCents) },
      { text: w('rowInterest'), value: money(q.interestCents) },
      { text: w('rowServiceFee'), value: fee },
      { text: w('rowAmountReceived'), value: money(q.netProceedsCents) },
      { text: w('rowTotalRepayment'), value: money(q.totalRepaymentCents) },
    ],
    repay_plans: q.installments.map((i) => ({
      title: q.periods === 1 ? w('planRepayment') : w('planInstallment', { seq: i.seq, periods: q.periods }),
      description: w(i.feeCents ? 'planPartsWithFee' : 'planParts', {
        principal: money(i.principalCents),
        interest: money(i.interestCents),
        fee: money(i.feeCents),
      }),
      amount: i.principalCents + i.interestCents + i.feeCents,
      pay_time: i.dueOn,
    })),
    firstPayTime: q.firstPayOn,
    firstPeriodDay: q.periodDays,
    pRateDsc: w('rateLine', {
      nominal: formatBps(q.nominalMonthlyBps),
      effective: formatBps(q.effectiveMonthlyBps),
      yearly: formatBps(q.effectiveYearlyBps),
    }),
    sendSms: 0,
    isPopType: extras.backPopup ? 1 : 0,
    popTitle: extras.backPopup?.title ?? '',
    popContent: extras.backPopup?.content ?? '',
    ...(extras.backPopup?.lang ? { popLang: extras.backPopup.lang } : {}),
    popAgreementUrl: extras.popAgreementUrl,
    agreements: AGREEMENTS.map((a) => ({ title: w(a.key), position: a.position })),
    truthInLending: {
      amountFinancedCents: q.amountFinancedCents,
      financeChargeCents: q.financeChargeCents,
      netProceedsCents: q.netProceedsCents,
      totalRepaymentCents: q.totalRepaymentCents,
      nominalMonthlyRateBps: q.nominalMonthlyBps,
      effectiveMonthlyRateBps: q.effectiveMonthlyBps,
      effectiveYearlyRateBps: q.effectiveYearlyBps,
      capsApply: q.capsApply,
    },
    amountRange: {
      minCents: product.config.minAmountCents,
      maxCents: product.config.maxAmountCents,
      stepCents: product.config.amountStepCents,
    },
  };
}

const STATUS_KEYS: Record<number, WordKey> = {
  [OrderStatus.underReview]: 'statusUnderReview',
  [OrderStatus.rejected]: 'statusRejected',
  [OrderStatus.disbursing]: 'statusDisbursing',
  [OrderStatus.repaying]: 'statusRepaying',
  [OrderStatus.due]: 'statusDue',
  [OrderStatus.overdue]: 'statusOverdue',
  [OrderStatus.settled]: 'statusSettled',
};

/** An order status in the borrower's words ('Order' for a status without its own). */
export const statusText = (status: number, w: Words): string => w(STATUS_KEYS[status] ?? 'statusOrder');

/** The button of each offer's state: only an offer to apply is live (the spec's flag 1). */
const OFFER_BUTTONS = {
  apply: 'productApply',
  inProgress: 'productInProgress',
  repayFirst: 'productRepayFirst',
} as const satisfies Record<Offer<ProductRow>['state'], WordKey>;

/**
 * The lender's other products as cards, besides excludeId (those flagged for the market, or every active one),
 * from the borrower's offers (`offersFor`, decisions 130 and 142): the range is the offer's, capped at their limit,
 * through the one money formatter in the page's symbol.
 */
export function presentRecommended(
  offers: readonly Offer<ProductRow>[],
  excludeId: number,
  { includeAll = false, real, w, lang }: { includeAll?: boolean; real?: number; w: Words; lang: Lang },
): RecommendedProduct[] {
  return offers
    .filter(({ product: p }) => p.id !== excludeId && (includeAll || p.config.recommended))
    .map(({ product: p, minCents, maxCents, state }) => ({
      productId: p.id,
      logo: p.logoUrl,
      name: p.name,
      buttonText: w(OFFER_BUTTONS[state]),
      flag: state === 'apply' ? 1 : 0,
      range: `${formatMoney(minCents, real)} – ${formatMoney(maxCents, real)}`,
      rate: w('productRateMonthly', { rate: formatBps(p.config.monthlyInterestRateBps) }),
      description: w('productTermDays', { days: p.config.periods * p.config.periodDays }),
      ...productWordsIn(lang, p.config),
    }));
}

export function presentOrder(
  order: OrderRow,
  product: ProductRow,
  live: { state: LoanState; today: string; status: number; daysPastDue: number } | null,
  recommended: RecommendedProduct[],
  extras: {
    telephone: string;
    rated: boolean;
    redirectUrl: string;
    creditCents?: number;
    payout?: PayoutView | null;
    /** The borrower has a loan open (this one or another): nothing can be applied for now. */
    hasOpenLoan?: boolean;
    /** The borrower must wait after a decline or a rejection until this date (decision 138), else null. */
    reapplyOn?: string | null;
    /** The page's currency flag (currencyFlagOf): the sentences written here use the symbol the page shows. */
    real?: number;
    w: Words;
    /** Approved, and the borrower has bound no payout account yet (decision 129). */
    accountMissing?: boolean;
  },
): OrderDetails {
  // The page's symbol (decision 074): a sentence and the rows beside it never disagree with the page's own amounts.
  const money = (cents: number) => formatMoney(cents, extras.real);
  const { w } = extras;
  const creditCents = Math.max(0, extras.creditCents ?? 0);
  const status = live ? live.status : order.status;
  const due = live ? amountDueNow(live.state, live.today) : null;
  const totals = live ? outstandingByBucket(live.state.entries) : null;
  const totalOwed = totals ? Object.values(totals).reduce((n, v) => n + v, 0) : 0;
  const rq = live ? rolloverQuote(live.state, live.today) : null;
  const canDelay = !!rq?.allowed && (status === OrderStatus.due || status === OrderStatus.overdue);

  const dueVars = due ? { amount: money(due.cents), date: due.dueOn, days: live?.daysPastDue ?? 0 } : null;
  const description: Record<number, string> = {
    [OrderStatus.underReview]: w('describeUnderReview'),
    [OrderStatus.rejected]: w('describeRejected'),
    [OrderStatus.disbursing]: w('describeDisbursing'),
    [OrderStatus.repaying]: dueVars ? w('describeRepaying', dueVars) : '',
    [OrderStatus.due]: dueVars ? w('describeDue', dueVars) : '',
    [OrderStatus.overdue]: dueVars ? w('describeOverdue', dueVars) : '',
    [OrderStatus.settled]: w('describeSettled'),
  };

  const detail = [
    { text: w('rowLoanAmount'), value: money(order.principalCents) },
    { text: w('rowTerm'), value: w('rowTermDays', { days: order.periods * order.periodDays }) },
    { text: w('rowOrderNumber'), value: order.orderNo },
    { text: w('rowAppliedOn'), value: order.appliedOn },
  ];
  if (order.disbursedOn) detail.push({ text: w('rowDisbursedOn'), value: order.disbursedOn });
  // An approved loan says where its payout is, in words (decision 040).
  const payout = status === OrderStatus.disbursing ? payoutWords(extras.payout ?? null, w) : null;
  // A failed or returned payout reads as a failure, never as 'sending your money'.
  const payoutFailed =
    status === OrderStatus.disbursing &&
    (extras.payout?.status === 'failed' || extras.payout?.status === 'returned') &&
    (extras.payout.rebind || extras.payout.status === 'returned');
  if (payout) {
    description[OrderStatus.disbursing] = payout.description;
    detail.push({ text: w('rowPayout'), value: payout.row });
  }
  // Nowhere to send the money: the page says so instead of promising it, and asks with the bank-card prompt.
  // A payout already on its way (the sandbox's notional wallet) is not asked about again.
  const accountMissing =
    status === OrderStatus.disbursing &&
    !!extras.accountMissing &&
    // A failed or returned payout already asks for another account in its own words, naming what happened.
    !extras.payout;
  if (accountMissing) description[OrderStatus.disbursing] = w('accountMissingDescription');
  if (due && status !== OrderStatus.settled) {
    detail.push({ text: w('rowRepaymentDate'), value: due.dueOn });
    detail.push({ text: w('rowAmountDue'), value: money(due.cents) });
    detail.push({ text: w('rowTotalOutstanding'), value: money(totalOwed) });
  }
  if (live && live.daysPastDue > 0) detail.push({ text: w('rowDaysPastDue'), value: String(live.daysPastDue) });
  if (creditCents > 0) detail.push({ text: w('rowYourCredit'), value: money(creditCents) });

  return {
    orderId: order.id,
    orderNo: order.orderNo,
    productId: product.id,
    orderStatus: status,
    noticeStatusText: payoutFailed
      ? w('statusPayoutFailed')
      : status === OrderStatus.disbursing && extras.payout?.status === 'failed'
        ? w('statusPayoutDelayed')
        : accountMissing
          ? w('accountMissingStatus')
          : statusText(status, w),
    payoutFailed,
    noticeDesText: description[status] ?? '',
    recProducts:
      extras.hasOpenLoan ||
      [OrderStatus.repaying, OrderStatus.due, OrderStatus.overdue, OrderStatus.settled].includes(status as 170)
        ? []
        : recommended,
    canApply: !extras.hasOpenLoan && !extras.reapplyOn,
    reapplyOn: extras.hasOpenLoan ? null : (extras.reapplyOn ?? null),
    productName: product.name,
    productLogo: product.logoUrl,
    userOrderDetail: { detail },
    inside: 1,
    h5Url: '',
    isDelay: canDelay ? 1 : 0,
    telephone: extras.telephone,
    // A settled loan asks once for a rating of the service.
    isScore: status === OrderStatus.settled && !extras.rated ? 1 : 0,
    playeduL: extras.redirectUrl,
    reyMsg: due && live && status !== OrderStatus.settled ? repayReminder(due, live.today, w, extras.real) : '',
    KindTipsMsg: status === OrderStatus.due || status === OrderStatus.overdue ? w('payOnlyListed') : '',
    cardNeedPop: accountMissing ? 1 : order.cardNeedPop,
    cardPopTitle: accountMissing ? w('accountMissingPopTitle') : order.cardNeedPop ? w('payoutFailedTitle') : '',
    cardPopMsg: accountMissing ? w('accountMissingPopMessage') : order.cardNeedPop ? w('payoutFailedText') : '',
    payoutAccountMissing: accountMissing,
    amountDueCents: due?.cents ?? 0,
    daysPastDue: live?.daysPastDue ?? 0,
    creditCents,
    // Defect 10: money paid beyond the debt is the borrower's and is shown, never kept silently.
    creditText: creditCents > 0 ? w('creditText', { amount: money(creditCents) }) : '',
  };
}

type Channel = { name: string; logoUrl: string; channelNumber: string };

function planCommon(order: OrderRow, product: ProductRow, channels: Channel[], repayDate: string, w: Words) {
  return {
    orderId: order.id,
    productId: product.id,
    productName: product.name,
    productLogo: product.logoUrl,
    repayDate,
    repayList: channels.map((c) => ({ name: c.name, logo: c.logoUrl, channel_number: c.channelNumber })),
    noticeMsg: w('planNotice'),
    defDetail: { payCode: '', logo: '', title: '', payNotice: {}, amountCents: 0 },
    isShowReyTop: 1,
  };
}

export function presentInstallmentPlan(
  order: OrderRow,
  product: ProductRow,
  state: LoanState,
  today: string,
  channels: Channel[],
  w: Words,
): InstallmentPlan {
  const due = amountDueNow(state, today);
  return {
    ...planCommon(order, product, channels, due.dueOn, w),
    repayAmount: due.cents,
    detail: dueRows(order, state, today, w),
    schedule: installmentSchedule(state, today),
  };
}

/**
 * The rows under the amount due: what that amount is made of (decision 050: for an installment
 * loan, the installments due now and the loan's late charges, never the whole loan), each money row
 * with its centavos so the page shows them with the header's symbol.
 */
function dueRows(order: OrderRow, state: LoanState, today: string, w: Words): PlanRow[] {
  const due = amountDueNowByBucket(state, today);
  const money = (text: string, amountCents: number): PlanRow => ({
    text,
    value: formatMoney(amountCents),
    amountCents,
  });
  return [
    money(w('rowPrincipal'), due.principal),
    money(w('rowInterest'), due.interest),
    money(w('rowServiceFee'), due.fee),
    money(w('rowPenalty'), due.penalty),
    money(w('rowOverdueInterest'), due.overdue_interest),
    ...(due.legal + due.enforcement > 0 ? [money(w('rowLegalCharges'), due.legal + due.enforcement)] : []),
    { text: w('rowOrderNumber'), value: order.orderNo },
  ];
}

export function presentRolloverPlan(
  order: OrderRow,
  product: ProductRow,
  state: LoanState,
  today: string,
  channels: Channel[],
  w: Words,
): RolloverPlan {
  const q = rolloverQuote(state, today);
  const owed = outstandingByBucket(state.entries);
  const nextDate = q.newDueDates[0] ?? addDays(today, state.product.periodDays);
  return {
    ...planCommon(order, product, channels, today, w),
    allowed: q.allowed,
    reason: q.reason ?? '',
    nextRepayDate: nextDate,
    delayInfo: { title: w('extendBy', { days: state.product.periodDays }), delayAmount: q.amountCents },
    detail: dueRows(order, state, today, w),
    repayPlan: [
      { remark: w('paidNow'), title: w('interestAndFeesDue'), amount: owed.interest + owed.fee, time: today },
      {
        remark: w('paidNow'),
        title: w('lateCharges'),
        amount: owed.penalty + owed.overdue_interest + owed.legal + owed.enforcement,
        time: today,
      },
      { remark: w('paidNow'), title: w('extensionFee'), amount: q.feeCents, time: today },
      { remark: w('dueLater'), title: w('rowPrincipal'), amount: owed.principal, time: nextDate },
    ],
  };
}

/**
 * The pill under an order's status: never 'by' a date already past (decision 050). A past date
 * says when it was due and asks for payment now; today says today.
 */
export function repayReminder(due: { cents: number; dueOn: string }, today: string, w: Words, real?: number): string {
  const vars = { amount: formatMoney(due.cents, real), date: due.dueOn };
  if (due.dueOn < today) return w('repayNowWasDue', vars);
  if (due.dueOn === today) return w('repayToday', vars);
  return w('repayBy', vars);
}
