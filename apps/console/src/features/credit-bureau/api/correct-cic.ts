import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CicCorrectRequest, CicSubmissionView } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { cicOverviewKey } from './get-cic-overview';

/** Generates a correction of a submitted month, with what it corrects. */
export function correctCic({ id, ...body }: CicCorrectRequest & { id: number }): Promise<CicSubmissionView> {
  return post<CicSubmissionView>(`/compliance/cic/${id}/correction`, body);
}

export function useCorrectCic() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: correctCic,
    onSuccess: () => client.invalidateQueries({ queryKey: cicOverviewKey }),
  });
}
