import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreditDraftDiscarded } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { ruleSetsKey } from './get-rule-sets';

export function discardDraft(): Promise<CreditDraftDiscarded> {
  return post<CreditDraftDiscarded>('/credit/rule-sets/draft/discard');
}

export function useDiscardDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: discardDraft,
    onSuccess: () => client.invalidateQueries({ queryKey: ruleSetsKey }),
  });
}
