import { useMutation } from '@tanstack/react-query';
import type { RepaymentCommit } from '@lendwell/contracts';
import { ApiError, apiRequest } from '@/lib/api-client';
import { pm } from '../messages';

export type CommitInput = {
  amount: number;
  bankName: string;
  cardId: number;
  cardNo: string;
  couponId: string;
  orderId: number;
  repayToken: string;
  bankCode: string;
  sendMsg: 0 | 1;
};

/**
 * The repay token makes this idempotent: the same commit again answers the same record. A failure the server did
 * not word says the spec's 'processing failed', never the app's general 'Something went wrong' (decision 072).
 */
export function commitRepayment(input: CommitInput): Promise<RepaymentCommit> {
  return apiRequest<RepaymentCommit>('/loan/repayment-commit', { body: input, loading: true, quiet: true }).catch(
    (error: unknown) => {
      if (error instanceof ApiError && error.fallback)
        throw new ApiError(error.code, pm.commitFailed, error.status, error.parts, true);
      throw error;
    },
  );
}

export function useCommitRepayment() {
  return useMutation({ mutationFn: commitRepayment });
}
