import { useQuery } from '@tanstack/react-query';
import type { Clearing } from '@lendwell/contracts';
import { get } from '../../../lib/api';
import { booksKey } from './get-books-days';

/** What each provider still owes at a date, the bank's balance, and the clearing movements per day (decision 116). */
export function getClearing(date: string): Promise<Clearing> {
  return get<Clearing>(`/books/clearing?date=${date}`);
}

export function useClearing(date: string) {
  return useQuery({ queryKey: [...booksKey, 'clearing', date], queryFn: () => getClearing(date) });
}
