// Maps engine results to the spec's response shapes. Display strings are built here, once.
import {
  formatBps,
  formatMoney,
  type InstallmentPlan,
  type LoanConfirm,
  type OrderDetails,
  type RecommendedProduct,
  type RolloverPlan,
} from '@lendwell/contracts';
import { addDays } from '../../domain/calendar.js';
import { outstanding, outstandingByBucket } from '../../domain/loan/ledger.js';
import { OrderStatus, rolloverQuote, type LoanState } from '../../domain/loan/loan.js';
import type { Quote } from '../../domain/loan/quote.js';
import { AGREEMENTS } from '../../documents/agreements.js';
import type { OrderRow } from '../../repositories/orders-repository.js';
import type { ProductRow } from '../../repositories/products-repository.js';

export type ConfirmExtras = {
  /** The 'Point out' dialog of the iOS back gesture, or null for none. */
  backPopup: { title: string; content: string } | null;
  /** A document the borrower must read before confirming (the privacy consent for a first loan), or ''. */
  popAgreementUrl: string;
};

export function presentQuote(product: ProductRow, q: Quote, extras: ConfirmExtras): LoanConfirm {
  const fee = q.upfrontFeeCents > 0 ? `${formatMoney(q.serviceFeeCents)} (deducted)` : formatMoney(q.serviceFeeCents);
  return {
    productId: product.id,
    comProductLogo: product.logoUrl,
    comProductName: product.name,
    amount: q.principalCents,
    periods: q.periods,
    termUnit: q.periodDays,
    termDays: q.termDays,
    details: [
      { text: 'Loan amount', value: formatMoney(q.principalCents) },
      { text: 'Interest', value: formatMoney(q.interestCents) },
      { text: 'Service fee', value: fee },
      { text: 'Amount received', value: formatMoney(q.netProceedsCents) },
      { text: 'Total repayment', value: formatMoney(q.totalRepaymentCents) },
    ],
    repay_plans: q.installments.map((i) => ({
      title: q.periods === 1 ? 'Repayment' : `Installment ${i.seq} of ${q.periods}`,
      description: `Principal ${formatMoney(i.principalCents)} · Interest ${formatMoney(i.interestCents)}${i.feeCents ? ` · Fee ${formatMoney(i.feeCents)}` : ''}`,
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

/** What is due now: everything overdue or due today plus late charges, else the next installment. */
export function amountDueNow(state: LoanState, today: string): { cents: number; dueOn: string } {
  const owed = outstanding(state.entries);
  const loanLevel = owed.filter((o) => o.installmentSeq === null).reduce((n, o) => n + o.cents, 0);
  const open = state.installments.filter((i) => owed.some((o) => o.installmentSeq === i.seq));
  const dueNow = open.filter((i) => i.dueOn <= today);
  const target = dueNow.length > 0 ? dueNow : open.slice(0, 1);
  const cents =
    loanLevel + owed.filter((o) => target.some((i) => i.seq === o.installmentSeq)).reduce((n, o) => n + o.cents, 0);
  return { cents, dueOn: target.at(-1)?.dueOn ?? today };
}

/** Products to offer besides excludeId: those flagged for the market, or every active one. */
export function presentRecommended(
  products: ProductRow[],
  excludeId: number,
  { includeAll = false } = {},
): RecommendedProduct[] {
  return products
    .filter((p) => p.id !== excludeId && (includeAll || p.config.recommended))
    .map((p) => ({
      productId: p.id,
      logo: p.logoUrl,
      name: p.name,
      buttonText: 'Apply',
      flag: 1,
      range: `${formatMoney(p.config.minAmountCents)} – ${formatMoney(p.config.maxAmountCents)}`,
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
  extras: { telephone: string; rated: boolean; redirectUrl: string },
): OrderDetails {
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
    [OrderStatus.repaying]: due ? `Next repayment ${formatMoney(due.cents)} on ${due.dueOn}.` : '',
    [OrderStatus.due]: due ? `Please repay ${formatMoney(due.cents)} by ${due.dueOn}.` : '',
    [OrderStatus.overdue]: due
      ? `Your repayment is ${live?.daysPastDue ?? 0} days overdue. Please repay ${formatMoney(due.cents)} now to stop further charges.`
      : '',
    [OrderStatus.settled]: 'Thank you! This loan is fully repaid.',
  };

  const detail = [
    { text: 'Loan amount', value: formatMoney(order.principalCents) },
    { text: 'Term', value: `${order.periods * order.periodDays} days` },
    { text: 'Order number', value: order.orderNo },
    { text: 'Applied on', value: order.appliedOn },
  ];
  if (order.disbursedOn) detail.push({ text: 'Disbursed on', value: order.disbursedOn });
  if (due && status !== OrderStatus.settled) {
    detail.push({ text: 'Repayment date', value: due.dueOn });
    detail.push({ text: 'Amount due', value: formatMoney(due.cents) });
    detail.push({ text: 'Total outstanding', value: formatMoney(totalOwed) });
  }
  if (live && live.daysPastDue > 0) detail.push({ text: 'Days past due', value: String(live.daysPastDue) });

  return {
    orderId: order.id,
    orderNo: order.orderNo,
    productId: product.id,
    orderStatus: status,
    noticeStatusText: STATUS_TEXT[status] ?? 'Order',
    noticeDesText: description[status] ?? '',
    recProducts: [OrderStatus.repaying, OrderStatus.due, OrderStatus.overdue, OrderStatus.settled].includes(
      status as 170,
    )
      ? []
      : recommended,
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
    reyMsg: due && status !== OrderStatus.settled ? `Repay ${formatMoney(due.cents)} by ${due.dueOn}` : '',
    KindTipsMsg:
      status === OrderStatus.due || status === OrderStatus.overdue
        ? 'Pay only through the channels listed in this app. We never ask you to send money to a personal account.'
        : '',
    cardNeedPop: order.cardNeedPop,
    cardPopTitle: order.cardNeedPop ? 'Payout failed' : '',
    cardPopMsg: order.cardNeedPop
      ? 'We could not send the money to your account. Please bind another bank or e-wallet account.'
      : '',
    amountDueCents: due?.cents ?? 0,
    daysPastDue: live?.daysPastDue ?? 0,
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
    defDetail: { payCode: '', logo: '', title: '', payNotice: {} },
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
  const owed = outstandingByBucket(state.entries);
  const detail = [
    { text: 'Principal', value: formatMoney(owed.principal) },
    { text: 'Interest', value: formatMoney(owed.interest) },
    { text: 'Service fee', value: formatMoney(owed.fee) },
    { text: 'Penalty', value: formatMoney(owed.penalty) },
    { text: 'Overdue interest', value: formatMoney(owed.overdue_interest) },
    { text: 'Order number', value: order.orderNo },
  ];
  return { ...planCommon(order, product, channels, due.dueOn), repayAmount: due.cents, detail };
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
