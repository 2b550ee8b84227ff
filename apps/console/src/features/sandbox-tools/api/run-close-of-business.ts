import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api';
import { clockKey } from './get-clock';
import { jobRunsKey } from './get-job-runs';

export type CobResult = { through: string; datesClosed: number; ordersTouched: number };

/** Closes every business date up to today, as the scheduled job does. */
export function runCloseOfBusiness(): Promise<CobResult> {
  return post<CobResult>('/cob', {});
}

export function useRunCloseOfBusiness() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: runCloseOfBusiness,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: clockKey }),
        client.invalidateQueries({ queryKey: jobRunsKey }),
      ]),
  });
}
