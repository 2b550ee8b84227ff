import { useQuery } from '@tanstack/react-query';
import type { ProblemDetail } from '@lendwell/contracts';
import { apiLoad } from '@/lib/api-client';

export function getProblemDetail(problemId: string): Promise<ProblemDetail> {
  return apiLoad<ProblemDetail>('/problem-detail', { body: { problemId }, loading: true });
}

export function useProblemDetail(problemId: string) {
  return useQuery({
    queryKey: ['problem-detail', problemId],
    queryFn: () => getProblemDetail(problemId),
    enabled: problemId !== '',
  });
}
