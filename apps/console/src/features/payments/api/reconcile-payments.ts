import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api';
import { paymentsKey } from './get-payments';

export type PaymentReconciliation = {
  checked: number;
  completed: number;
  failed: number;
  expired: number;
  pending: number;
  review: number;
  errors: number;
};

/** Asks the provider about pending payments (or, with `all`, every open one), as the scheduled job does. */
export function reconcilePayments(all: boolean): Promise<PaymentReconciliation> {
  return post<PaymentReconciliation>('/payments/reconcile', { all });
}

export function useReconcilePayments() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reconcilePayments,
    onSettled: () => client.invalidateQueries({ queryKey: paymentsKey }),
  });
}
