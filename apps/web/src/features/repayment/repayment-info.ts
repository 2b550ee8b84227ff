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
