import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api';

export type BooksDays = { today: string; closedThrough: string | null; accruedThrough: string | null };

/** Every books query starts with this: closing a day or a month posts into all the reports. */
export const booksKey = ['books'] as const;

export function getBooksDays(): Promise<BooksDays> {
  return get<BooksDays>('/books/days');
}

export function useBooksDays() {
  return useQuery({ queryKey: [...booksKey, 'days'], queryFn: getBooksDays });
}
