import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewSettings } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { reviewSettingsKey } from './get-review-settings';

export function saveReviewSettings(settings: ReviewSettings): Promise<ReviewSettings> {
  return post<ReviewSettings>('/review-settings', settings);
}

export function useSaveReviewSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveReviewSettings,
    onSuccess: () => client.invalidateQueries({ queryKey: reviewSettingsKey }),
  });
}
