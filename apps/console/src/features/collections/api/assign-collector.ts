import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CollectionAssigned } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { collectionsKey } from './get-collection-queue';

export function assignCollector({
  orderNo,
  staffId,
}: {
  orderNo: string;
  staffId: number;
}): Promise<CollectionAssigned> {
  return post<CollectionAssigned>(`/collections/loans/${orderNo}/assign`, { staffId });
}

export function useAssignCollector() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: assignCollector,
    onSuccess: () => client.invalidateQueries({ queryKey: collectionsKey }),
  });
}
