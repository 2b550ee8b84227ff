import { useQuery } from '@tanstack/react-query';
import type { AmlBorrowerRisk } from '@lendwell/contracts';
import { get } from '../../lib/api';

export const amlRiskKey = (orderNo: string) => ['compliance', 'aml-risk', orderNo] as const;

/** The customer risk rating of the borrower of `orderNo`, with its history (compliance, decision 125). */
export function getAmlRisk(orderNo: string): Promise<AmlBorrowerRisk> {
  return get<AmlBorrowerRisk>(`/compliance/aml/borrowers/${encodeURIComponent(orderNo)}/risk`);
}

export function useAmlRisk(orderNo: string) {
  return useQuery({ queryKey: amlRiskKey(orderNo), queryFn: () => getAmlRisk(orderNo) });
}
