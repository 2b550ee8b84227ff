import { useQuery } from '@tanstack/react-query';
import type { Efficiency } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export function getEfficiency(date: string): Promise<Efficiency> {
  return get<Efficiency>(`/books/efficiency?date=${date}`);
}

export function useEfficiency(date: string) {
  return useQuery({ queryKey: ['books', 'efficiency', date], queryFn: () => getEfficiency(date) });
}
