import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api';
import { collectionsKey } from './get-collection-queue';

export type PromiseToPay = { promisedOn: string; amountCents: number };

export function recordPromise({ orderNo, promise }: { orderNo: string; promise: PromiseToPay }): Promise<unknown> {
  return post(`/collections/loans/${orderNo}/promises`, promise);
}

export function useRecordPromise() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: recordPromise,
    onSuccess: () => client.invalidateQueries({ queryKey: collectionsKey }),
  });
}
