import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api';
import { booksKey } from './get-books-days';

/** Closes a month for good: later corrections post in the open month. */
export function closeMonth({ month, reason }: { month: string; reason: string }): Promise<unknown> {
  return post('/books/periods/close', { month, reason });
}

export function useCloseMonth() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: closeMonth,
    onSettled: () => client.invalidateQueries({ queryKey: booksKey }),
  });
}
