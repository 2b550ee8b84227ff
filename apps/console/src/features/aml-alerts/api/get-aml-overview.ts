import { useQuery } from '@tanstack/react-query';
import type { AmlOverview } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export const amlOverviewKey = ['compliance', 'aml'] as const;

/** The alert queue, the sanctions lists uploaded and the monitoring thresholds (decision 125). */
export function getAmlOverview(): Promise<AmlOverview> {
  return get<AmlOverview>('/compliance/aml');
}

export function useAmlOverview() {
  return useQuery({ queryKey: amlOverviewKey, queryFn: getAmlOverview });
}
