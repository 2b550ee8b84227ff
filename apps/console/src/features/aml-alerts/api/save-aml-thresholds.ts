import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AmlThresholds } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { amlOverviewKey } from './get-aml-overview';

/** Saves new monitoring thresholds with the reason (a new version, audited). */
export function saveAmlThresholds(input: { thresholds: AmlThresholds; reason: string }): Promise<AmlThresholds> {
  return post<AmlThresholds>('/compliance/aml/thresholds', input);
}

export function useSaveAmlThresholds() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAmlThresholds,
    onSuccess: () => client.invalidateQueries({ queryKey: amlOverviewKey }),
  });
}
