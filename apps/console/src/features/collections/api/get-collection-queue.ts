import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api';

export const BUCKETS = ['1-7', '8-30', '31-60', '61-90', '90+'] as const;
export type Bucket = (typeof BUCKETS)[number];

export type QueueItem = {
  orderNo: string;
  daysPastDue: number;
  bucket: Bucket;
  outstandingCents: number;
  phone: string;
  collectorId: number | null;
  collectorName: string | null;
};
/** Every collections query starts with this: a contact, promise or assignment refreshes them all. */
export const collectionsKey = ['collections'] as const;

export function getCollectionQueue(bucket: Bucket): Promise<{ items: QueueItem[] }> {
  return get<{ items: QueueItem[] }>(`/collections/queue?bucket=${bucket}`);
}

export function useCollectionQueue(bucket: Bucket) {
  return useQuery({ queryKey: [...collectionsKey, 'queue', bucket], queryFn: () => getCollectionQueue(bucket) });
}
