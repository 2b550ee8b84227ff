import { useQuery } from '@tanstack/react-query';
import type { SubLedgerView } from '@lendwell/contracts';
import { get } from '../../../lib/api';
import { booksKey } from './get-books-days';

export function getSubLedger(date: string): Promise<SubLedgerView> {
  return get<SubLedgerView>(`/books/sub-ledger?date=${date}`);
}

export function useSubLedger(date: string) {
  return useQuery({ queryKey: [...booksKey, 'sub-ledger', date], queryFn: () => getSubLedger(date) });
}
