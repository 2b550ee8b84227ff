import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayoutCaseResolved } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { disbursementsKey } from './get-disbursements';
import { payoutCasesKey } from './get-payout-cases';

/** Finance resolves a payout case with a reason (audited); the order may then be paid out again. */
export function resolvePayoutCase({ id, reason }: { id: number; reason: string }): Promise<PayoutCaseResolved> {
  return post<PayoutCaseResolved>(`/payout-cases/${id}/resolve`, { reason });
}

export function useResolvePayoutCase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resolvePayoutCase,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: payoutCasesKey }),
        client.invalidateQueries({ queryKey: disbursementsKey }),
      ]),
  });
}
