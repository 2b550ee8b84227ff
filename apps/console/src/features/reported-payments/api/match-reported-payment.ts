import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UtrMatched } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { reportedPaymentsKey } from './get-reported-payments';

/** Posts a reported payment found on the statement to its loan (once, audited). */
export function matchReportedPayment(id: number): Promise<UtrMatched> {
  return post<UtrMatched>(`/utr-reports/${id}/match`, {});
}

export function useMatchReportedPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: matchReportedPayment,
    onSettled: () => client.invalidateQueries({ queryKey: reportedPaymentsKey }),
  });
}
