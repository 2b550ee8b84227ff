import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CollectionPromiseRecorded } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { collectionsKey } from './get-collection-queue';

export type PromiseToPay = { promisedOn: string; amountCents: number };

export function recordPromise({
  orderNo,
  promise,
}: {
  orderNo: string;
  promise: PromiseToPay;
}): Promise<CollectionPromiseRecorded> {
  return post<CollectionPromiseRecorded>(`/collections/loans/${orderNo}/promises`, promise);
}

export function useRecordPromise() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: recordPromise,
    onSuccess: () => client.invalidateQueries({ queryKey: collectionsKey }),
  });
}
