import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CicSubmissionView } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { cicOverviewKey } from './get-cic-overview';

/** Records that the file was uploaded to the CIC. */
export function markCicSubmitted(id: number): Promise<CicSubmissionView> {
  return post<CicSubmissionView>(`/compliance/cic/${id}/submitted`);
}

export function useMarkCicSubmitted() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markCicSubmitted,
    onSuccess: () => client.invalidateQueries({ queryKey: cicOverviewKey }),
  });
}
