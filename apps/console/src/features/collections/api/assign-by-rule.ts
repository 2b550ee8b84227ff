import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CollectionAssignedByRule } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { collectionsKey, type Bucket } from './get-collection-queue';

/** Deals a bucket's unassigned loans to the collectors in turn. */
export function assignByRule(bucket: Bucket): Promise<CollectionAssignedByRule> {
  return post<CollectionAssignedByRule>('/collections/assign-by-rule', { bucket });
}

export function useAssignByRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: assignByRule,
    onSuccess: () => client.invalidateQueries({ queryKey: collectionsKey }),
  });
}
