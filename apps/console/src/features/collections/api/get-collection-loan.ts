import { useQuery } from '@tanstack/react-query';
import type { CollectionLoan } from '@lendwell/contracts';
import { get } from '../../../lib/api';
import { collectionsKey } from './get-collection-queue';

export const collectionLoanKey = (orderNo: string) => [...collectionsKey, 'loan', orderNo] as const;

export function getCollectionLoan(orderNo: string): Promise<CollectionLoan> {
  return get<CollectionLoan>(`/collections/loans/${encodeURIComponent(orderNo)}`);
}

export function useCollectionLoan(orderNo: string) {
  return useQuery({ queryKey: collectionLoanKey(orderNo), queryFn: () => getCollectionLoan(orderNo) });
}
