import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreditBlockEntry } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { blockListKey } from './search-block-list';

export function removeBlockEntry({ id, reason }: { id: number; reason: string }): Promise<CreditBlockEntry> {
  return post<CreditBlockEntry>(`/credit/block-list/${id}/remove`, { reason });
}

export function useRemoveBlockEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeBlockEntry,
    onSuccess: () => client.invalidateQueries({ queryKey: blockListKey }),
  });
}
