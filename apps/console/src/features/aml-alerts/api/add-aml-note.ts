import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AmlAlertView } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { amlOverviewKey } from './get-aml-overview';

/** Adds a case note to an alert (kept five years, audited). */
export function addAmlNote(input: { id: number; body: string }): Promise<AmlAlertView> {
  return post<AmlAlertView>(`/compliance/aml/alerts/${input.id}/notes`, { body: input.body });
}

export function useAddAmlNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addAmlNote,
    onSuccess: () => client.invalidateQueries({ queryKey: amlOverviewKey }),
  });
}
