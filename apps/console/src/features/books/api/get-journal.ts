import { useQuery } from '@tanstack/react-query';
import type { TrialBalanceView } from '@lendwell/contracts';
import { get } from '../../../lib/api';
import { booksKey } from './get-books-days';

/** One day's debits and credits per account (journal LW-<date>), in the trial balance's shape. */
export function getJournal(date: string): Promise<TrialBalanceView> {
  return get<TrialBalanceView>(`/books/journal?date=${date}`);
}

export function useJournal(date: string) {
  return useQuery({ queryKey: [...booksKey, 'journal', date], queryFn: () => getJournal(date) });
}
