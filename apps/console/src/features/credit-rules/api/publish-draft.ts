import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api';
import { ruleSetsKey } from './get-rule-sets';

export function publishDraft(): Promise<{ version: number }> {
  return post<{ version: number }>('/credit/rule-sets/draft/publish');
}

export function usePublishDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: publishDraft,
    onSuccess: () => client.invalidateQueries({ queryKey: ruleSetsKey }),
  });
}
