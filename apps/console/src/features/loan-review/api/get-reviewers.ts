import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api';

export type ReviewerOption = { id: number; name: string };

/** The active reviewers an application may be assigned to. */
export function getReviewers(): Promise<{ items: ReviewerOption[] }> {
  return get<{ items: ReviewerOption[] }>('/loans/review/reviewers');
}

export function useReviewers() {
  return useQuery({ queryKey: ['review-reviewers'], queryFn: getReviewers, staleTime: 5 * 60_000 });
}
