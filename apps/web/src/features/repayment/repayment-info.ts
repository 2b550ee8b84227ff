// The spec's repaymentInfo: the plan the repayment page loaded, kept locally so the pay-code page
// (/repaymentOfCode2) can show it without another call.
import type { InstallmentPlan, RolloverPlan } from '@lendwell/contracts';
import { localStore } from '@/lib/storage';

export type RepaymentInfo = Partial<InstallmentPlan> & Partial<Pick<RolloverPlan, 'delayInfo' | 'repayPlan'>>;

export function saveRepaymentInfo(plan: RepaymentInfo): void {
  localStore.set('public', { repaymentInfo: plan });
}

export function readRepaymentInfo(): RepaymentInfo | null {
  const info = localStore.get<{ repaymentInfo: RepaymentInfo }>('public').repaymentInfo;
  return info && typeof info === 'object' ? info : null;
}

/** What a stored pay code collects: its own amount; the plan's only when the code does not say (older storage). */
export function codeTotal(info: RepaymentInfo): number {
  const own = info.defDetail?.amountCents ?? 0;
  return own > 0 ? own : (info.repayAmount ?? info.delayInfo?.delayAmount ?? 0);
}
