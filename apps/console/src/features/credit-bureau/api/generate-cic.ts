import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CicGenerateRequest, CicSubmissionView } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { cicOverviewKey } from './get-cic-overview';

/** Builds and validates a month's CIC file. */
export function generateCic(body: CicGenerateRequest): Promise<CicSubmissionView> {
  return post<CicSubmissionView>('/compliance/cic', body);
}

export function useGenerateCic() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: generateCic,
    onSuccess: () => client.invalidateQueries({ queryKey: cicOverviewKey }),
  });
}
