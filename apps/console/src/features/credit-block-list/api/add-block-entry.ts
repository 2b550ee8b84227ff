import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreditBlockEntry } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { blockListKey } from './search-block-list';

export type NewBlockEntry = { kind: 'phone' | 'id'; idType?: string; number: string; reason: string };

export function addBlockEntry(entry: NewBlockEntry): Promise<CreditBlockEntry> {
  return post<CreditBlockEntry>('/credit/block-list', entry);
}

export function useAddBlockEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addBlockEntry,
    onSuccess: () => client.invalidateQueries({ queryKey: blockListKey }),
  });
}
