import { useQuery } from '@tanstack/react-query';
import type { ReviewSettings } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export const reviewSettingsKey = ['config', 'review-settings'] as const;

/** The review SLA in hours and the rejection categories (decision 109). */
export function getReviewSettings(): Promise<ReviewSettings> {
  return get<ReviewSettings>('/review-settings');
}

export function useReviewSettings() {
  return useQuery({ queryKey: reviewSettingsKey, queryFn: getReviewSettings });
}
