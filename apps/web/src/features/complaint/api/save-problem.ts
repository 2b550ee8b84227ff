import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type SaveProblemInput = {
  problemType: string;
  problemSonType: string;
  problemDetail: string;
  problemImage: string;
  orderNo: string;
};

/**
 * Files a complaint. The key is made once per form, so a repeated send (a double tap, a retry after a
 * lost answer) files one complaint: the server answers the first one again (decision 072).
 */
export function saveProblem(input: SaveProblemInput & { idempotencyKey: string }): Promise<{ problemId: number }> {
  const { idempotencyKey, ...body } = input;
  return apiRequest<{ problemId: number }>('/user-problem/problem-save', {
    body,
    loading: true,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useSaveProblem() {
  return useMutation({ mutationFn: saveProblem });
}
