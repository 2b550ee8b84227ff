import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api';
import { settlementsKey } from './get-settlement-imports';

/** Resolves one exception with a note (audited on the server). */
export function resolveSettlementException({ id, note }: { id: number; note: string }): Promise<unknown> {
  return post(`/books/settlements/exceptions/${id}/resolve`, { note });
}

export function useResolveSettlementException() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resolveSettlementException,
    onSuccess: () => client.invalidateQueries({ queryKey: settlementsKey }),
  });
}
