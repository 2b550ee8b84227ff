import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreditDraftPublished } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { ruleSetsKey } from './get-rule-sets';

export function publishDraft(): Promise<CreditDraftPublished> {
  return post<CreditDraftPublished>('/credit/rule-sets/draft/publish');
}

export function usePublishDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: publishDraft,
    onSuccess: () => client.invalidateQueries({ queryKey: ruleSetsKey }),
  });
}
