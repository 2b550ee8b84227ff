import { useQuery } from '@tanstack/react-query';
import type { ConsoleBorrowerView } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export const borrowerKey = (orderNo: string) => ['borrower', orderNo] as const;

/** The borrower behind an order: identity, answers, photos and their order history. */
export function getBorrower(orderNo: string): Promise<ConsoleBorrowerView> {
  return get<ConsoleBorrowerView>(`/orders/${encodeURIComponent(orderNo)}/borrower`);
}

export function useBorrower(orderNo: string) {
  return useQuery({ queryKey: borrowerKey(orderNo), queryFn: () => getBorrower(orderNo) });
}
