import { useQuery } from '@tanstack/react-query';
import type { PeriodView } from '@lendwell/contracts';
import { get } from '../../../lib/api';
import { booksKey } from './get-books-days';

/** The months closed for good. */
export function getPeriods(): Promise<PeriodView[]> {
  return get<PeriodView[]>('/books/periods');
}

export function usePeriods() {
  return useQuery({ queryKey: [...booksKey, 'periods'], queryFn: getPeriods });
}
