import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api';

export type EfficiencyMonth = {
  month: string;
  dueCents: number;
  collectedCents: number;
  collectedLateCents: number;
  efficiencyBps: number;
  efficiencyToDateBps: number;
};
export type Efficiency = { date: string; months: EfficiencyMonth[] };

export function getEfficiency(date: string): Promise<Efficiency> {
  return get<Efficiency>(`/books/efficiency?date=${date}`);
}

export function useEfficiency(date: string) {
  return useQuery({ queryKey: ['books', 'efficiency', date], queryFn: () => getEfficiency(date) });
}
