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
import { ACCOUNT_MISSING_WORDS, payoutWords, type PayoutView } from '../../domain/payouts/words.js';

export type ConfirmExtras = {
  /** The 'Point out' dialog of the iOS back gesture, or null for none. */
  backPopup: { title: string; content: string } | null;
  /** A document the borrower must read before confirming (the privacy consent for a first loan), or ''. */
  popAgreementUrl: string;
  /** The page's real flag (spec: ₹ when 1), from the common query. */
  real?: string;
};

export function presentQuote(product: ProductRow, q: Quote, extras: ConfirmExtras): LoanConfirm {
  // The page's currency flag (the real it sends on every call): its rows agree with what it formats.
  const money = (cents: number) => formatMoney(cents, extras.real);
  const fee = q.upfrontFeeCents > 0 ? `${money(q.serviceFeeCents)} (deducted)` : money(q.serviceFeeCents);
  return {
    productId: product.id,
    comProductLogo: product.logoUrl,
    comProductName: product.name,
    amount: q.principalCents,
    periods: q.periods,
    termUnit: q.periodDays,
    termDays: q.termDays,
    details: [
      { text: 'Loan amount', value: money(q.principalCents) },
      { text: 'Interest', value: money(q.interestCents) },
      { text: 'Service fee', value: fee },
      { text: 'Amount received', value: money(q.netProceedsCents) },
      { text: 'Total repayment', value: money(q.totalRepaymentCents) },
    ],
    repay_plans: q.installments.map((i) => ({
      title: q.periods === 1 ? 'Repayment' : `Installment ${i.seq} of ${q.periods}`,
      description: `Principal ${money(i.principalCents)} · Interest ${money(i.interestCents)}${i.feeCents ? ` · Fee ${money(i.feeCents)}` : ''}`,
      amount: i.principalCents + i.interestCents + i.feeCents,
      pay_time: i.dueOn,
    })),
    firstPayTime: q.firstPayOn,
    firstPeriodDay: q.periodDays,
    pRateDsc: `Interest ${formatBps(q.nominalMonthlyBps)} a month · effective ${formatBps(q.effectiveMonthlyBps)} a month (${formatBps(q.effectiveYearlyBps)} a year), fees included`,
    sendSms: 0,
    isPopType: extras.backPopup ? 1 : 0,
    popTitle: extras.backPopup?.title ?? '',
    popContent: extras.backPopup?.content ?? '',
    popAgreementUrl: extras.popAgreementUrl,
    agreements: AGREEMENTS.map((a) => ({ title: a.title, position: a.position })),
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

export const STATUS_TEXT: Record<number, string> = {
  [OrderStatus.underReview]: 'Under review',
  [OrderStatus.rejected]: 'Not approved',
  [OrderStatus.disbursing]: 'Approved, sending your money',
  [OrderStatus.repaying]: 'Repaying',
  [OrderStatus.due]: 'Repayment due',
  [OrderStatus.overdue]: 'Overdue',
  [OrderStatus.settled]: 'Settled',
};

/** Products to offer besides excludeId: those flagged for the market, or every active one. */
export function presentRecommended(
  products: ProductRow[],
  excludeId: number,
  { includeAll = false, real }: { includeAll?: boolean; real?: number } = {},
): RecommendedProduct[] {
  return products
    .filter((p) => p.id !== excludeId && (includeAll || p.config.recommended))
    .map((p) => ({
      productId: p.id,
      logo: p.logoUrl,
      name: p.name,
      buttonText: 'Apply',
      flag: 1,
      range: `${formatMoney(p.config.minAmountCents, real)} – ${formatMoney(p.config.maxAmountCents, real)}`,
      rangeDescription: p.config.rangeDescription,
      rate: `${formatBps(p.config.monthlyInterestRateBps)} a month`,
      description: `${p.config.periods * p.config.periodDays} days`,
      tags: p.config.tags,
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
    /** The page's currency flag (currencyFlagOf): the sentences written here use the symbol the page shows. */
    real?: number;
    /** Approved, and the borrower has bound no payout account yet (decision 129). */
    accountMissing?: boolean;
  },
): OrderDetails {
  // The page's symbol (decision 074): a sentence and the rows beside it never disagree with the page's own amounts.
  const money = (cents: number) => formatMoney(cents, extras.real);
  const creditCents = Math.max(0, extras.creditCents ?? 0);
  const status = live ? live.status : order.status;
  const due = live ? amountDueNow(live.state, live.today) : null;
  const totals = live ? outstandingByBucket(live.state.entries) : null;
  const totalOwed = totals ? Object.values(totals).reduce((n, v) => n + v, 0) : 0;
  const rq = live ? rolloverQuote(live.state, live.today) : null;
  const canDelay = !!rq?.allowed && (status === OrderStatus.due || status === OrderStatus.overdue);

  const description: Record<number, string> = {
    [OrderStatus.underReview]: 'We are reviewing your application. This usually takes less than 1 day.',
    [OrderStatus.rejected]: 'We could not approve this application. You may apply again later.',
    [OrderStatus.disbursing]: 'Your loan is approved. The money arrives within 1 to 3 days.',
    [OrderStatus.repaying]: due ? `Next repayment ${money(due.cents)} on ${due.dueOn}.` : '',
    [OrderStatus.due]: due ? `Please repay ${money(due.cents)} by ${due.dueOn}.` : '',
    [OrderStatus.overdue]: due
      ? `Your repayment is ${live?.daysPastDue ?? 0} days overdue. Please repay ${money(due.cents)} now to stop further charges.`
      : '',
    [OrderStatus.settled]: 'Thank you! This loan is fully repaid.',
  };

  const detail = [
    { text: 'Loan amount', value: money(order.principalCents) },
    { text: 'Term', value: `${order.periods * order.periodDays} days` },
    { text: 'Order number', value: order.orderNo },
    { text: 'Applied on', value: order.appliedOn },
  ];
  if (order.disbursedOn) detail.push({ text: 'Disbursed on', value: order.disbursedOn });
  // An approved loan says where its payout is, in words (decision 040).
  const payout = status === OrderStatus.disbursing ? payoutWords(extras.payout ?? null) : null;
  // A failed or returned payout reads as a failure, never as 'sending your money'.
  const payoutFailed =
    status === OrderStatus.disbursing &&
    (extras.payout?.status === 'failed' || extras.payout?.status === 'returned') &&
    (extras.payout.rebind || extras.payout.status === 'returned');
  if (payout) {
    description[OrderStatus.disbursing] = payout.description;
    detail.push({ text: 'Payout', value: payout.row });
  }
  // Nowhere to send the money: the page says so instead of promising it, and asks with the bank-card prompt.
  // A payout already on its way (the sandbox's notional wallet) is not asked about again.
  const accountMissing =
    status === OrderStatus.disbursing &&
    !!extras.accountMissing &&
    (!extras.payout || extras.payout.status === 'failed' || extras.payout.status === 'returned');
  if (accountMissing) description[OrderStatus.disbursing] = ACCOUNT_MISSING_WORDS.description;
  if (due && status !== OrderStatus.settled) {
    detail.push({ text: 'Repayment date', value: due.dueOn });
    detail.push({ text: 'Amount due', value: money(due.cents) });
    detail.push({ text: 'Total outstanding', value: money(totalOwed) });
  }
  if (live && live.daysPastDue > 0) detail.push({ text: 'Days past due', value: String(live.daysPastDue) });
  if (creditCents > 0) detail.push({ text: 'Your credit', value: money(creditCents) });

  return {
    orderId: order.id,
    orderNo: order.orderNo,
    productId: product.id,
    orderStatus: status,
    noticeStatusText: payoutFailed
      ? 'We could not send your money'
      : status === OrderStatus.disbursing && extras.payout?.status === 'failed'
        ? 'Approved, your money is delayed'
        : accountMissing
          ? ACCOUNT_MISSING_WORDS.status
          : (STATUS_TEXT[status] ?? 'Order'),
    payoutFailed,
    noticeDesText: description[status] ?? '',
    recProducts:
      extras.hasOpenLoan ||
      [OrderStatus.repaying, OrderStatus.due, OrderStatus.overdue, OrderStatus.settled].includes(status as 170)
        ? []
        : recommended,
    canApply: !extras.hasOpenLoan,
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
    reyMsg: due && live && status !== OrderStatus.settled ? repayReminder(due, live.today, extras.real) : '',
    KindTipsMsg:
      status === OrderStatus.due || status === OrderStatus.overdue
        ? 'Pay only through the channels listed in this app. We never ask you to send money to a personal account.'
        : '',
    cardNeedPop: accountMissing ? 1 : order.cardNeedPop,
    cardPopTitle: accountMissing ? ACCOUNT_MISSING_WORDS.popTitle : order.cardNeedPop ? 'Payout failed' : '',
    cardPopMsg: accountMissing
      ? ACCOUNT_MISSING_WORDS.popMessage
      : order.cardNeedPop
        ? 'We could not send the money to your account. Please bind another bank or e-wallet account.'
        : '',
    payoutAccountMissing: accountMissing,
    amountDueCents: due?.cents ?? 0,
    daysPastDue: live?.daysPastDue ?? 0,
    creditCents,
    // Defect 10: money paid beyond the debt is the borrower's and is shown, never kept silently.
    creditText:
      creditCents > 0
        ? `You paid ${money(creditCents)} more than you owed. This money is yours: we will send it back to your account. Call us if it has not arrived within 3 working days.`
        : '',
  };
}

type Channel = { name: string; logoUrl: string; channelNumber: string };

function planCommon(order: OrderRow, product: ProductRow, channels: Channel[], repayDate: string) {
  return {
    orderId: order.id,
    productId: product.id,
    productName: product.name,
    productLogo: product.logoUrl,
    repayDate,
    repayList: channels.map((c) => ({ name: c.name, logo: c.logoUrl, channel_number: c.channelNumber })),
    noticeMsg: 'Payments are credited within minutes. Keep your receipt until the order shows the payment.',
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
): InstallmentPlan {
  const due = amountDueNow(state, today);
  return {
    ...planCommon(order, product, channels, due.dueOn),
    repayAmount: due.cents,
    detail: dueRows(order, state, today),
    schedule: installmentSchedule(state, today),
  };
}

/**
 * The rows under the amount due: what that amount is made of (decision 050: for an installment
 * loan, the installments due now and the loan's late charges, never the whole loan), each money row
 * with its centavos so the page shows them with the header's symbol.
 */
function dueRows(order: OrderRow, state: LoanState, today: string): PlanRow[] {
  const due = amountDueNowByBucket(state, today);
  const money = (text: string, amountCents: number): PlanRow => ({
    text,
    value: formatMoney(amountCents),
    amountCents,
  });
  return [
    money('Principal', due.principal),
    money('Interest', due.interest),
    money('Service fee', due.fee),
    money('Penalty', due.penalty),
    money('Overdue interest', due.overdue_interest),
    ...(due.legal + due.enforcement > 0 ? [money('Legal and enforcement charges', due.legal + due.enforcement)] : []),
    { text: 'Order number', value: order.orderNo },
  ];
}

export function presentRolloverPlan(
  order: OrderRow,
  product: ProductRow,
  state: LoanState,
  today: string,
  channels: Channel[],
): RolloverPlan {
  const q = rolloverQuote(state, today);
  const owed = outstandingByBucket(state.entries);
  const nextDate = q.newDueDates[0] ?? addDays(today, state.product.periodDays);
  return {
    ...planCommon(order, product, channels, today),
    allowed: q.allowed,
    reason: q.reason ?? '',
    nextRepayDate: nextDate,
    delayInfo: { title: `Extend your due date by ${state.product.periodDays} days`, delayAmount: q.amountCents },
    detail: dueRows(order, state, today),
    repayPlan: [
      { remark: 'Paid now', title: 'Interest and fees due', amount: owed.interest + owed.fee, time: today },
      {
        remark: 'Paid now',
        title: 'Late charges',
        amount: owed.penalty + owed.overdue_interest + owed.legal + owed.enforcement,
        time: today,
      },
      { remark: 'Paid now', title: 'Extension fee', amount: q.feeCents, time: today },
      { remark: 'Due later', title: 'Principal', amount: owed.principal, time: nextDate },
    ],
  };
}

/**
 * The pill under an order's status: never 'by' a date already past (decision 050). A past date
 * says when it was due and asks for payment now; today says today.
 */
export function repayReminder(due: { cents: number; dueOn: string }, today: string, real?: number): string {
  const amount = formatMoney(due.cents, real);
  if (due.dueOn < today) return `Repay ${amount} now (it was due on ${due.dueOn})`;
  if (due.dueOn === today) return `Repay ${amount} today`;
  return `Repay ${amount} by ${due.dueOn}`;
}
