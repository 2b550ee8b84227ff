import { useQuery } from '@tanstack/react-query';
import type { CicOverview } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export const cicOverviewKey = ['compliance', 'cic'] as const;

/** The months to file with the CIC, their due dates, states and submissions (decision 119). */
export function getCicOverview(): Promise<CicOverview> {
  return get<CicOverview>('/compliance/cic');
}

export function useCicOverview() {
  return useQuery({ queryKey: cicOverviewKey, queryFn: getCicOverview });
}
