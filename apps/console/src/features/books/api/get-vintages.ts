import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api';

export type VintageCurve = { vintage: string; loans: number; disbursedCents: number; dpd30Bps: number[] };
export type Vintages = { date: string; curves: VintageCurve[] };

export function getVintages(date: string): Promise<Vintages> {
  return get<Vintages>(`/books/vintages?date=${date}`);
}

export function useVintages(date: string) {
  return useQuery({ queryKey: ['books', 'vintages', date], queryFn: () => getVintages(date) });
}
