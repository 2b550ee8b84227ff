import { useQuery } from '@tanstack/react-query';
import type { BooksDays } from '@lendwell/contracts';
import { get } from '../../../lib/api';

/** Every books query starts with this: closing a day or a month posts into all the reports. */
export const booksKey = ['books'] as const;

export function getBooksDays(): Promise<BooksDays> {
  return get<BooksDays>('/books/days');
}

export function useBooksDays() {
  return useQuery({ queryKey: [...booksKey, 'days'], queryFn: getBooksDays });
}
