import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api';
import { collectionsKey } from './get-collection-queue';

export type LoanPage = {
  order: {
    orderNo: string;
    daysPastDue: number;
    outstandingCents: number;
    principalCents: number;
    phone: string;
    borrowerName: string | null;
    collectorName: string | null;
    disbursedOn: string | null;
  };
  references: { name: string; relation: string; mobile: string }[];
  history: { fromStatus: number | null; toStatus: number; businessDate: string; reason: string }[];
  payments: { receiptNo: string; amountCents: number; paidOn: string; method: string; reversed: boolean }[];
  contacts: { id: number; channel: string; outcome: string; notes: string; at: string; staffName: string }[];
  promises: { id: number; promisedOn: string; amountCents: number; status: string; staffName: string }[];
  contactAllowedNow: boolean;
};
export function getCollectionLoan(orderNo: string): Promise<LoanPage> {
  return get<LoanPage>(`/collections/loans/${orderNo}`);
}

export function useCollectionLoan(orderNo: string) {
  return useQuery({ queryKey: [...collectionsKey, 'loan', orderNo], queryFn: () => getCollectionLoan(orderNo) });
}
