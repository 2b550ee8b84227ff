import { useQuery } from '@tanstack/react-query';
import type { JobRun } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export const jobRunsKey = ['job-runs'] as const;

export function getJobRuns(): Promise<{ runs: JobRun[] }> {
  return get<{ runs: JobRun[] }>('/jobs');
}

export function useJobRuns() {
  return useQuery({ queryKey: jobRunsKey, queryFn: getJobRuns });
}
