import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreditOverridden, ProposedAnswer } from '@lendwell/contracts';
import { post } from '../../lib/api';
import { creditDecisionKey } from './get-credit-decision';
import { orderKey } from './get-order';

export function overrideCreditDecision({
  orderNo,
  reason,
}: {
  orderNo: string;
  reason: string;
}): Promise<CreditOverridden | ProposedAnswer> {
  return post<CreditOverridden | ProposedAnswer>(`/credit/decisions/${encodeURIComponent(orderNo)}/override`, {
    outcome: 'approve',
    reason,
  });
}

export function useOverrideCreditDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: overrideCreditDecision,
    onSuccess: (_, { orderNo }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: creditDecisionKey(orderNo) }),
        client.invalidateQueries({ queryKey: orderKey(orderNo) }),
      ]),
  });
}
