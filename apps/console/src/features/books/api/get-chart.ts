import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api';

export type GlAccount = { code: string; name: string; kind: string; control: boolean };
export type ChartMapping = { ledgerAccount: string; glCode: string | null; updatedBy: string | null };
export type ChartView = { accounts: GlAccount[]; mappings: ChartMapping[] };

export const chartKey = ['books', 'chart'] as const;

export function getChart(): Promise<ChartView> {
  return get<ChartView>('/books/chart');
}

export function useChart() {
  return useQuery({ queryKey: chartKey, queryFn: getChart });
}
