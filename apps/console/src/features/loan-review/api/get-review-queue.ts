import { useQuery } from '@tanstack/react-query';
import type { ReviewQueue } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export const reviewQueueKey = ['loan-review'] as const;

/** Applications under review with their age against the SLA, band, score and claim (decision 109). */
export function getReviewQueue(): Promise<ReviewQueue> {
  return get<ReviewQueue>('/loans/review');
}

export function useReviewQueue() {
  return useQuery({ queryKey: reviewQueueKey, queryFn: getReviewQueue });
}
