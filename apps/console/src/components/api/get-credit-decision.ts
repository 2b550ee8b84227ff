import { useQuery } from '@tanstack/react-query';
import { get } from '../../lib/api';

export type RuleResult = { rule: string; passed: boolean; onFail: string; detail: string };
export type Points = { attribute: string; value: string | number | null; points: number };
export type CreditDecisionExplained = {
  orderNo: string;
  decision: null | {
    outcome: 'approve' | 'refer' | 'decline';
    band: string | null;
    score: number;
    limitCents: number;
    ruleSetVersion: number;
    reasonCategory: string | null;
    reapplyOn: string | null;
    flagged: boolean;
    decidedAt: string;
    replayMatches: boolean | null;
    result: { rules: RuleResult[]; points: Points[]; flags: string[] };
  };
  overrides: { id: number; actor: string; fromOutcome: string; toOutcome: string; reason: string; at: string }[];
};

export const creditDecisionKey = (orderNo: string) => ['credit-decision', orderNo] as const;

export function getCreditDecision(orderNo: string): Promise<CreditDecisionExplained> {
  return get<CreditDecisionExplained>(`/credit/decisions/${encodeURIComponent(orderNo)}`);
}

export function useCreditDecision(orderNo: string) {
  return useQuery({ queryKey: creditDecisionKey(orderNo), queryFn: () => getCreditDecision(orderNo) });
}
