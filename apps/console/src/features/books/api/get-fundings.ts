import { useQuery } from '@tanstack/react-query';
import type { FundingRow } from '@lendwell/contracts';
import { get } from '../../../lib/api';
import { booksKey } from './get-books-days';

/** The fundings booked into the disbursement account, newest first (decision 116). */
export function getFundings(): Promise<{ rows: FundingRow[] }> {
  return get<{ rows: FundingRow[] }>('/books/fundings');
}

export function useFundings() {
  return useQuery({ queryKey: [...booksKey, 'fundings'], queryFn: getFundings });
}
