import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewClaim } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { reviewQueueKey } from './get-review-queue';

/** Gives an application to a reviewer, whoever had it (decision 109). */
export function assignApplication(input: {
  orderNo: string;
  staffId: number;
}): Promise<{ orderNo: string; claim: ReviewClaim }> {
  return post(`/orders/${encodeURIComponent(input.orderNo)}/assign`, { staffId: input.staffId });
}

export function useAssignApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: assignApplication,
    onSettled: () => client.invalidateQueries({ queryKey: reviewQueueKey }),
  });
}
