import { useQuery } from '@tanstack/react-query';
import type { ProblemList } from '@lendwell/contracts';
import { apiLoad } from '@/lib/api-client';

export function getProblemList(): Promise<ProblemList> {
  return apiLoad<ProblemList>('/user-problem/problem-list', { loading: true });
}

export function useProblemList() {
  return useQuery({ queryKey: ['problem-list'], queryFn: getProblemList });
}
