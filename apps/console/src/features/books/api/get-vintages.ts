import { useQuery } from '@tanstack/react-query';
import type { Vintages } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export function getVintages(date: string): Promise<Vintages> {
  return get<Vintages>(`/books/vintages?date=${date}`);
}

export function useVintages(date: string) {
  return useQuery({ queryKey: ['books', 'vintages', date], queryFn: () => getVintages(date) });
}
