import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleCreditApplication, CreditApplicationResult, ProposedAnswer } from '@lendwell/contracts';
import { post } from '../../lib/api';

export type CreditApplication = ConsoleCreditApplication & { orderNo: string };

/**
 * Applies credit of one order to another of the same borrower. The request id is made once per
 * confirmation: a repeat of the same request (a double tap, a retry after a lost answer) applies once.
 */
export function applyCredit({
  orderNo,
  ...application
}: CreditApplication): Promise<CreditApplicationResult | ProposedAnswer> {
  return post<CreditApplicationResult | ProposedAnswer>(
    `/orders/${encodeURIComponent(orderNo)}/apply-credit`,
    application,
  );
}

export function useApplyCredit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: applyCredit,
    // Both orders changed (or may have, when the answer was lost): every order view reads again.
    onSettled: () => client.invalidateQueries({ queryKey: ['order'] }),
  });
}
