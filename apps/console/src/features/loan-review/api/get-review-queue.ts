import { useQuery } from '@tanstack/react-query';
import type { ReviewItem } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export const reviewQueueKey = ['loan-review'] as const;

export function getReviewQueue(): Promise<{ items: ReviewItem[] }> {
  return get<{ items: ReviewItem[] }>('/loans/review');
}

export function useReviewQueue() {
  return useQuery({ queryKey: reviewQueueKey, queryFn: getReviewQueue });
}
