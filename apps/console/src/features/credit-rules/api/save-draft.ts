import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreditRuleSetConfig } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { ruleSetsKey } from './get-rule-sets';

export type SavedDraft = { version: number; problems: string[]; changes: string[] };

export function saveDraft(draft: { config: CreditRuleSetConfig; note: string }): Promise<SavedDraft> {
  return post<SavedDraft>('/credit/rule-sets/draft', draft);
}

export function useSaveDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveDraft,
    onSuccess: () => client.invalidateQueries({ queryKey: ruleSetsKey }),
  });
}
