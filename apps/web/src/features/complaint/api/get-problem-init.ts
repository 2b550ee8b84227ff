import { useQuery } from '@tanstack/react-query';
import type { ProblemInit } from '@lendwell/contracts';
import { apiLoad } from '@/lib/api-client';

export function getProblemInit(orderId: string | undefined): Promise<ProblemInit> {
  return apiLoad<ProblemInit>('/problem-init', { body: { orderId }, loading: true });
}

export function useProblemInit(orderId: string | undefined) {
  return useQuery({ queryKey: ['problem-init', orderId], queryFn: () => getProblemInit(orderId), staleTime: 60_000 });
}
