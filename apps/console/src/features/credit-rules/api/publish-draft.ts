import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreditDraftPublished, ProposedAnswer } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { ruleSetsKey } from './get-rule-sets';

/** Publishes the draft, or proposes it for a second person when the setting asks (decision 123). */
export function publishDraft(reason?: string): Promise<CreditDraftPublished | ProposedAnswer> {
  return post<CreditDraftPublished | ProposedAnswer>('/credit/rule-sets/draft/publish', reason ? { reason } : {});
}

export function usePublishDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: publishDraft,
    onSuccess: () => client.invalidateQueries({ queryKey: ruleSetsKey }),
  });
}
