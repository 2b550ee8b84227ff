// Shapes of the host API (decision 033): products with their choices, order summaries, certify
// progress and the notices computed from the borrower's state. Pure over rows the route loaded.
import {
  formatMoney,
  type CertifyProgress,
  type HostEmiQuote,
  type HostNotice,
  type HostOrderSummary,
  type HostProduct,
} from '@lendwell/contracts';
import { installmentTotal } from '../../domain/loan/schedule.js';
import type { EmiQuote } from '../../domain/loan/emi.js';
import { amountDueNow, OrderStatus, type LoanState } from '../../domain/loan/loan.js';
import { CERTIFY_STEPS, STEP_TITLES, type CertifyStep } from '../../domain/kyc/certify-steps.js';
import type { KycRow } from '../../repositories/kyc-repository.js';
import type { OrderRow } from '../../repositories/orders-repository.js';
import type { ProductRow } from '../../repositories/products-repository.js';
import { STATUS_TEXT } from '../loans/present.js';

/** The order page a host opens (the same link loan-detail-push answers). */
export const orderLink = (order: Pick<OrderRow, 'id' | 'productId'>) =>
  `/loan/detail?orderId=${order.id}&productId=${order.productId}`;

/** Min to max by step; more than 20 steps are thinned evenly (on steps), the max always kept. */
export function amountChoices(min: number, max: number, step: number): number[] {
  const count = Math.floor((max - min) / step) + 1;
  if (count <= 20) return Array.from({ length: count }, (_, i) => min + i * step);
  const stride = Math.ceil((count - 1) / 19);
  const out: number[] = [];
  for (let i = 0; i < count; i += stride) out.push(min + i * step);
  if (out.at(-1) !== max) out.push(max);
  return out;
}

export function presentProduct(product: ProductRow, mayApplyReason: string): HostProduct {
  const c = product.config;
  return {
    productId: product.id,
    name: product.name,
    logo: product.logoUrl,
    tags: c.tags,
    rangeDescription: c.rangeDescription,
    minAmountCents: c.minAmountCents,
    maxAmountCents: c.maxAmountCents,
    amountStepCents: c.amountStepCents,
    defaultAmountCents: c.defaultAmountCents,
    amountChoicesCents: amountChoices(c.minAmountCents, c.maxAmountCents, c.amountStepCents),
    termChoices: [{ periods: c.periods, periodDays: c.periodDays, termDays: c.periods * c.periodDays }],
    monthlyInterestRateBps: c.monthlyInterestRateBps,
    serviceFeeBps: c.serviceFeeBps,
    mayApply: mayApplyReason === '',
    mayApplyReason,
  };
}

export function presentEmi(productId: number, q: EmiQuote): HostEmiQuote {
  return {
    productId,
    principalCents: q.principalCents,
    periods: q.periods,
    periodDays: q.periodDays,
    termDays: q.termDays,
    emiCents: q.emiCents,
    installments: q.installments.map((i) => ({ seq: i.seq, dueOn: i.dueOn, totalCents: installmentTotal(i) })),
    interestCents: q.interestCents,
    serviceFeeCents: q.serviceFeeCents,
    netProceedsCents: q.netProceedsCents,
    totalRepaymentCents: q.totalRepaymentCents,
    nominalMonthlyBps: q.nominalMonthlyBps,
    effectiveMonthlyBps: q.effectiveMonthlyBps,
    effectiveYearlyBps: q.effectiveYearlyBps,
    offered: q.offered,
  };
}

type Live = { state: LoanState; today: string; status: number } | null;

export function presentOrderSummary(order: OrderRow, productName: string, live: Live): HostOrderSummary {
  const status = live ? live.status : order.status;
  const due = live && status !== OrderStatus.settled ? amountDueNow(live.state, live.today) : null;
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    productId: order.productId,
    productName,
    status,
    statusText: STATUS_TEXT[status] ?? 'Order',
    principalCents: order.principalCents,
    appliedOn: order.appliedOn,
    disbursedOn: order.disbursedOn,
    settledOn: order.settledOn,
    nextDueOn: due && due.cents > 0 ? due.dueOn : null,
    nextDueCents: due && due.cents > 0 ? due.cents : null,
    link: orderLink(order),
  };
}

const savedAtOf = (row: KycRow | undefined, step: CertifyStep): Date | null => {
  if (!row) return null;
  if (step === 'id') return row.idSavedAt;
  return row[`${step}SavedAt`];
};

/** Each step's state; the id step is done only with the number saved and both photos uploaded. */
export function presentProgress(row: KycRow | undefined, hasApplied: boolean): CertifyProgress {
  const images = { idFront: !!row?.idFrontKey, selfie: !!row?.selfieKey };
  const steps = CERTIFY_STEPS.map((step) => {
    const savedAt = savedAtOf(row, step);
    const done = savedAt !== null && (step !== 'id' || (images.idFront && images.selfie));
    return { step, title: STEP_TITLES[step], done, savedAt: savedAt?.toISOString() ?? null };
  });
  const next = steps.find((s) => !s.done)?.step ?? null;
  return { steps, next, complete: next === null, editable: !hasApplied, images };
}

/** Notices from the borrower's state: what to finish, what is due, and the latest decisions. */
export function presentNotices(input: {
  progress: CertifyProgress;
  current: HostOrderSummary | null;
  lastOrder: HostOrderSummary | null;
  cardNeedPop: boolean;
  utr: { id: number; status: string; orderNo: string; amountCents: number; reason: string }[];
}): HostNotice[] {
  const notices: HostNotice[] = [];
  const { progress, current } = input;
  if (!progress.complete && progress.editable) {
    const next = progress.steps.find((s) => !s.done)!;
    notices.push({
      id: `certify-${next.step}`,
      level: 'info',
      title: 'Complete your profile',
      text: `Next: ${next.title}. You can apply once every step is done.`,
      link: '',
    });
  }
  if (current) {
    const due = current.nextDueCents !== null ? `${formatMoney(current.nextDueCents)} by ${current.nextDueOn}` : '';
    // Overdue, the date has passed: the sentence says it was due then, never "by" a day behind us.
    const overdue =
      current.nextDueCents !== null
        ? `Please repay ${formatMoney(current.nextDueCents)} now to stop further charges. It was due on ${current.nextDueOn}.`
        : 'Please repay now to stop further charges.';
    if (current.status === OrderStatus.overdue)
      notices.push({
        id: `overdue-${current.orderId}`,
        level: 'danger',
        title: 'Your repayment is overdue',
        text: overdue,
        link: current.link,
      });
    else if (current.status === OrderStatus.due)
      notices.push({
        id: `due-${current.orderId}-${current.nextDueOn}`,
        level: 'warning',
        title: 'Repayment due soon',
        text: `Please repay ${due}.`,
        link: current.link,
      });
    else if (current.status === OrderStatus.underReview)
      notices.push({
        id: `review-${current.orderId}`,
        level: 'info',
        title: 'Application under review',
        text: 'We are reviewing your application. This usually takes less than 1 day.',
        link: current.link,
      });
    else if (current.status === OrderStatus.disbursing)
      notices.push({
        id: `approved-${current.orderId}`,
        level: 'info',
        title: 'Loan approved',
        text: 'Your loan is approved. The money arrives within 1 to 3 days.',
        link: current.link,
      });
  } else if (input.lastOrder?.status === OrderStatus.rejected) {
    notices.push({
      id: `rejected-${input.lastOrder.orderId}`,
      level: 'info',
      title: 'Application not approved',
      text: 'We could not approve your last application. You may apply again later.',
      link: input.lastOrder.link,
    });
  }
  if (input.cardNeedPop)
    notices.push({
      id: 'payout-failed',
      level: 'warning',
      title: 'Payout failed',
      text: 'We could not send the money to your account. Please bind another bank or e-wallet account.',
      link: '/bind-bank',
    });
  for (const r of input.utr.slice(0, 3)) {
    if (r.status === 'matched')
      notices.push({
        id: `utr-${r.id}-matched`,
        level: 'info',
        title: 'Payment confirmed',
        text: `Your payment of ${formatMoney(r.amountCents)} for ${r.orderNo} was confirmed and applied to your loan.`,
        link: '',
      });
    else if (r.status === 'rejected')
      notices.push({
        id: `utr-${r.id}-rejected`,
        level: 'warning',
        title: 'Payment not found',
        text: `We could not match your reported payment of ${formatMoney(r.amountCents)} for ${r.orderNo}: ${r.reason}`,
        link: '',
      });
  }
  return notices;
}
