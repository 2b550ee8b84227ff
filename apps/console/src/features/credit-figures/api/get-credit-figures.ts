import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api';

export type RiskRow = { key: string; disbursed: number; fpd: number; fpdPct: number; dpd30: number; dpd30Pct: number };
export type CreditFigures = {
  from: string;
  to: string;
  summary: {
    applications: number;
    approved: number;
    referred: number;
    declined: number;
    approvalRatePct: number;
    referralRatePct: number;
    medianDecisionMs: number | null;
    p95DecisionMs: number | null;
    medianDisbursementMinutes: number | null;
  };
  bands: RiskRow[];
  vintages: RiskRow[];
};

export const creditFiguresKey = (query: string) => ['credit-figures', query] as const;

/** `query` is the period as URL parameters (`from`, `to`); empty asks for the server's default period. */
export function getCreditFigures(query: string): Promise<CreditFigures> {
  return get<CreditFigures>(`/credit/figures${query ? `?${query}` : ''}`);
}

export function useCreditFigures(query: string) {
  return useQuery({ queryKey: creditFiguresKey(query), queryFn: () => getCreditFigures(query) });
}
