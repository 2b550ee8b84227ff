import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewClaim } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { reviewQueueKey } from './get-review-queue';

/** Claims an application for the reviewer; refused, naming the holder, when someone else has it (decision 109). */
export function claimApplication(orderNo: string): Promise<{ orderNo: string; claim: ReviewClaim }> {
  return post(`/orders/${encodeURIComponent(orderNo)}/claim`);
}

export function useClaimApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: claimApplication,
    // Won or lost, the queue is read again so it shows who has the application.
    onSettled: () => client.invalidateQueries({ queryKey: reviewQueueKey }),
  });
}
