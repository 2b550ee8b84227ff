import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UtrRejected } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { reportedPaymentsKey } from './get-reported-payments';

/** Rejects a reported payment with a reason the borrower reads. */
export function rejectReportedPayment({ id, reason }: { id: number; reason: string }): Promise<UtrRejected> {
  return post<UtrRejected>(`/utr-reports/${id}/reject`, { reason });
}

export function useRejectReportedPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: rejectReportedPayment,
    onSettled: () => client.invalidateQueries({ queryKey: reportedPaymentsKey }),
  });
}
