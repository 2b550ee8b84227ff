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
import { CERTIFY_STEPS, type CertifyStep } from '../../domain/kyc/certify-steps.js';
import type { Lang, WordKey, Words } from '../../lib/borrower-words/index.js';
import { productWordsIn } from '../../services/configured-texts.js';
import type { KycRow } from '../../repositories/kyc-repository.js';
import type { OrderRow } from '../../repositories/orders-repository.js';
import type { ProductRow } from '../../repositories/products-repository.js';
import { statusText } from '../loans/present.js';

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

/** A product as the host shows it; `offerMaxCents` is the most this borrower is offered (`offersFor`, decision 142). */
export function presentProduct(
  product: ProductRow,
  mayApplyReason: string,
  offerMaxCents: number,
  lang: Lang,
): HostProduct {
  const c = product.config;
  return {
    productId: product.id,
    name: product.name,
    logo: product.logoUrl,
    ...productWordsIn(lang, c),
    minAmountCents: c.minAmountCents,
    maxAmountCents: c.maxAmountCents,
    offerMaxCents,
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

export function presentOrderSummary(order: OrderRow, productName: string, live: Live, w: Words): HostOrderSummary {
  const status = live ? live.status : order.status;
  const due = live && status !== OrderStatus.settled ? amountDueNow(live.state, live.today) : null;
  return {
    orderId: order.id,
    orderNo: order.orderNo,
    productId: order.productId,
    productName,
    status,
    statusText: statusText(status, w),
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

const STEP_KEYS: Record<CertifyStep, WordKey> = {
  basic: 'stepBasic',
  personal: 'stepPersonal',
  job: 'stepJob',
  ext: 'stepExt',
  id: 'stepId',
};

/** A certify step's title in the borrower's words. */
export const stepTitle = (step: CertifyStep, w: Words): string => w(STEP_KEYS[step]);

/** Each step's state; the id step is done only with the number saved and both photos uploaded. */
export function presentProgress(row: KycRow | undefined, hasApplied: boolean, w: Words): CertifyProgress {
  const images = { idFront: !!row?.idFrontKey, selfie: !!row?.selfieKey };
  const steps = CERTIFY_STEPS.map((step) => {
    const savedAt = savedAtOf(row, step);
    const done = savedAt !== null && (step !== 'id' || (images.idFront && images.selfie));
    return { step, title: stepTitle(step, w), done, savedAt: savedAt?.toISOString() ?? null };
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
  w: Words;
}): HostNotice[] {
  const notices: HostNotice[] = [];
  const { w } = input;
  const { progress, current } = input;
  if (!progress.complete && progress.editable) {
    const next = progress.steps.find((s) => !s.done)!;
    notices.push({
      id: `certify-${next.step}`,
      level: 'info',
      title: w('noticeProfileTitle'),
      text: w('noticeProfileText', { step: next.title }),
      link: '',
    });
  }
  if (current) {
    const dueVars = { amount: formatMoney(current.nextDueCents ?? 0), date: current.nextDueOn ?? '' };
    // Overdue, the date has passed: the sentence says it was due then, never "by" a day behind us.
    const overdue = current.nextDueCents !== null ? w('noticeOverdueText', dueVars) : w('noticeOverdueNoAmount');
    if (current.status === OrderStatus.overdue)
      notices.push({
        id: `overdue-${current.orderId}`,
        level: 'danger',
        title: w('noticeOverdueTitle'),
        text: overdue,
        link: current.link,
      });
    else if (current.status === OrderStatus.due)
      notices.push({
        id: `due-${current.orderId}-${current.nextDueOn}`,
        level: 'warning',
        title: w('noticeDueTitle'),
        text: current.nextDueCents !== null ? w('noticeDueText', dueVars) : w('noticeOverdueNoAmount'),
        link: current.link,
      });
    else if (current.status === OrderStatus.underReview)
      notices.push({
        id: `review-${current.orderId}`,
        level: 'info',
        title: w('noticeReviewTitle'),
        text: w('describeUnderReview'),
        link: current.link,
      });
    else if (current.status === OrderStatus.disbursing)
      notices.push({
        id: `approved-${current.orderId}`,
        level: 'info',
        title: w('noticeApprovedTitle'),
        text: w('describeDisbursing'),
        link: current.link,
      });
  } else if (input.lastOrder?.status === OrderStatus.rejected) {
    notices.push({
      id: `rejected-${input.lastOrder.orderId}`,
      level: 'info',
      title: w('noticeRejectedTitle'),
      text: w('noticeRejectedText'),
      link: input.lastOrder.link,
    });
  }
  if (input.cardNeedPop)
    notices.push({
      id: 'payout-failed',
      level: 'warning',
      title: w('payoutFailedTitle'),
      text: w('payoutFailedText'),
      link: '/bind-bank',
    });
  for (const r of input.utr.slice(0, 3)) {
    if (r.status === 'matched')
      notices.push({
        id: `utr-${r.id}-matched`,
        level: 'info',
        title: w('noticePaymentConfirmedTitle'),
        text: w('noticePaymentConfirmedText', { amount: formatMoney(r.amountCents), orderNo: r.orderNo }),
        link: '',
      });
    else if (r.status === 'rejected')
      notices.push({
        id: `utr-${r.id}-rejected`,
        level: 'warning',
        title: w('noticePaymentNotFoundTitle'),
        text: w('noticePaymentNotFoundText', {
          amount: formatMoney(r.amountCents),
          orderNo: r.orderNo,
          reason: r.reason,
        }),
        link: '',
      });
  }
  return notices;
}
