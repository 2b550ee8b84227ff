import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api';
import { collectionsKey } from './get-collection-queue';
import type { CollectionLoan } from './types';

export type LoanPage = CollectionLoan;

export const collectionLoanKey = (orderNo: string) => [...collectionsKey, 'loan', orderNo] as const;

export function getCollectionLoan(orderNo: string): Promise<CollectionLoan> {
  return get<CollectionLoan>(`/collections/loans/${encodeURIComponent(orderNo)}`);
}

export function useCollectionLoan(orderNo: string) {
  return useQuery({ queryKey: collectionLoanKey(orderNo), queryFn: () => getCollectionLoan(orderNo) });
}
