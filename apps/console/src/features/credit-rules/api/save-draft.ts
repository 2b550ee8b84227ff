import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreditDraftSaved, CreditRuleSetConfig } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { ruleSetsKey } from './get-rule-sets';

export function saveDraft(draft: { config: CreditRuleSetConfig; note: string }): Promise<CreditDraftSaved> {
  return post<CreditDraftSaved>('/credit/rule-sets/draft', draft);
}

export function useSaveDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveDraft,
    onSuccess: () => client.invalidateQueries({ queryKey: ruleSetsKey }),
  });
}
