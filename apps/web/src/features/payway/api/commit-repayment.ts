import { useMutation } from '@tanstack/react-query';
import type { RepaymentCommit } from '@lendwell/contracts';
import { apiRequest } from '@/lib/api-client';

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

/** The repay token makes this idempotent: the same commit again answers the same record. */
export function commitRepayment(input: CommitInput): Promise<RepaymentCommit> {
  return apiRequest<RepaymentCommit>('/loan/repayment-commit', { body: input, loading: true, quiet: true });
}

export function useCommitRepayment() {
  return useMutation({ mutationFn: commitRepayment });
}
