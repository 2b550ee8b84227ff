import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api';
import { booksKey } from './get-books-days';

/** Resolves one exception with a note (audited on the server). */
export function resolveSettlementException({ id, note }: { id: number; note: string }): Promise<unknown> {
  return post(`/books/settlements/exceptions/${id}/resolve`, { note });
}

export function useResolveSettlementException() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resolveSettlementException,
    // A settlement moves money in the books (decision 116): clearing, the bank and the trial balance refresh too.
    onSuccess: () => client.invalidateQueries({ queryKey: booksKey }),
  });
}
