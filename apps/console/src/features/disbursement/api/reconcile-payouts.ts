import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api';
import { disbursementsKey } from './get-disbursements';
import { payoutsKey } from './get-payouts';

export type PayoutReconciliation = {
  checked: number;
  succeeded: number;
  failed: number;
  returned: number;
  pending: number;
};

/** Asks the provider about every payout in flight, as the scheduled job does. */
export function reconcilePayouts(): Promise<PayoutReconciliation> {
  return post<PayoutReconciliation>('/payouts/reconcile');
}

export function useReconcilePayouts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reconcilePayouts,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: disbursementsKey }),
        client.invalidateQueries({ queryKey: payoutsKey }),
      ]),
  });
}
