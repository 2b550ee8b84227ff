import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AmlAlertView, AmlDecideRequest } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { amlOverviewKey } from './get-aml-overview';

/** Files the report on an alert or closes it, with the reason. */
export function decideAmlAlert(input: { id: number } & AmlDecideRequest): Promise<AmlAlertView> {
  return post<AmlAlertView>(`/compliance/aml/alerts/${input.id}/decision`, {
    decision: input.decision,
    reason: input.reason,
  });
}

export function useDecideAmlAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideAmlAlert,
    onSuccess: () => client.invalidateQueries({ queryKey: amlOverviewKey }),
  });
}
