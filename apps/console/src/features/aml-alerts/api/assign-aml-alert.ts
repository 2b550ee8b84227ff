import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AmlAlertView } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { amlOverviewKey } from './get-aml-overview';

/** Assigns an open alert to the officer named by e-mail, or to the caller. */
export function assignAmlAlert(input: { id: number; assignee?: string }): Promise<AmlAlertView> {
  return post<AmlAlertView>(`/compliance/aml/alerts/${input.id}/assign`, { assignee: input.assignee });
}

export function useAssignAmlAlert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: assignAmlAlert,
    onSuccess: () => client.invalidateQueries({ queryKey: amlOverviewKey }),
  });
}
