import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api';
import { reviewQueueKey } from './get-review-queue';

/** Gives a claimed application back to the open queue: its holder may, or an admin (decision 113). */
export function releaseClaim(orderNo: string): Promise<{ orderNo: string; released: true }> {
  return post(`/orders/${encodeURIComponent(orderNo)}/release-claim`);
}

export function useReleaseClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: releaseClaim,
    onSettled: () => client.invalidateQueries({ queryKey: reviewQueueKey }),
  });
}
