import { useQuery } from '@tanstack/react-query';
import type { TrialBalanceView } from '@lendwell/contracts';
import { get } from '../../../lib/api';
import { booksKey } from './get-books-days';

export function getTrialBalance(date: string): Promise<TrialBalanceView> {
  return get<TrialBalanceView>(`/books/trial-balance?date=${date}`);
}

export function useTrialBalance(date: string) {
  return useQuery({ queryKey: [...booksKey, 'trial-balance', date], queryFn: () => getTrialBalance(date) });
}
