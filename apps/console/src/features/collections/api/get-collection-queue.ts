import { useQuery } from '@tanstack/react-query';
import type { CollectionQueue } from '@lendwell/contracts';
import { get } from '../../../lib/api';

// The buckets' names as a value for tabs and pickers (the contract's enum would bring zod into the bundle).
export const BUCKETS = ['1-7', '8-30', '31-60', '61-90', '90+'] as const;
export type Bucket = (typeof BUCKETS)[number];

/** Every collections query starts with this: a contact, promise or assignment refreshes them all. */
export const collectionsKey = ['collections'] as const;

export function getCollectionQueue(bucket: Bucket): Promise<CollectionQueue> {
  return get<CollectionQueue>(`/collections/queue?bucket=${bucket}`);
}

export function useCollectionQueue(bucket: Bucket) {
  return useQuery({ queryKey: [...collectionsKey, 'queue', bucket], queryFn: () => getCollectionQueue(bucket) });
}
