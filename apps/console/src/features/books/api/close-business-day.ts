import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api';
import { booksKey } from './get-books-days';

/** The close of business with the day's accruals: late charges and income post into the books. */
export function closeBusinessDay(date: string): Promise<unknown> {
  return post('/books/days/close', { date });
}

export function useCloseBusinessDay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: closeBusinessDay,
    onSettled: () => client.invalidateQueries({ queryKey: booksKey }),
  });
}
