import { SUCCESS_CODE_LEGACY } from '@lendwell/contracts/constants';
import { apiRequest } from '@/lib/api-client';

export function saveScore(problemId: string, score: number): Promise<null> {
  return apiRequest<null>('/user-problem/save-score', {
    body: { problemId, score },
    successCodes: [SUCCESS_CODE_LEGACY],
    loading: true,
  });
}
