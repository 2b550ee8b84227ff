import { useQuery } from '@tanstack/react-query';
import type { BorrowerFile } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export const borrowerFileKey = (orderNo: string) => ['orders', 'borrower-file', orderNo] as const;

/** The borrower behind an order: every order, payment, document, complaint, contact and certify record. */
export function getBorrowerFile(orderNo: string): Promise<BorrowerFile> {
  return get<BorrowerFile>(`/orders/${encodeURIComponent(orderNo)}/borrower-file`);
}

export function useBorrowerFile(orderNo: string) {
  return useQuery({ queryKey: borrowerFileKey(orderNo), queryFn: () => getBorrowerFile(orderNo) });
}
