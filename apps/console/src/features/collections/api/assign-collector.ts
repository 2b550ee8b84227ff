import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api';
import { collectionsKey } from './get-collection-queue';

export function assignCollector({ orderNo, staffId }: { orderNo: string; staffId: number }): Promise<unknown> {
  return post(`/collections/loans/${orderNo}/assign`, { staffId });
}

export function useAssignCollector() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: assignCollector,
    onSuccess: () => client.invalidateQueries({ queryKey: collectionsKey }),
  });
}
