import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type SaveProblemInput = {
  problemType: string;
  problemSonType: string;
  problemDetail: string;
  problemImage: string;
  orderNo: string;
};

export function saveProblem(input: SaveProblemInput): Promise<{ problemId: number }> {
  return apiRequest<{ problemId: number }>('/user-problem/problem-save', { body: input, loading: true });
}

export function useSaveProblem() {
  return useMutation({ mutationFn: saveProblem });
}
