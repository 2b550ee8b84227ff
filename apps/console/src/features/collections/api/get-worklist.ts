import { useQuery } from '@tanstack/react-query';
import type { CollectionWorklist } from '@lendwell/contracts';
import { get } from '../../../lib/api';
import { collectionsKey } from './get-collection-queue';

/** "My worklist" (decision 127): the viewer's own loans, highest priority first. */
export function getWorklist(): Promise<CollectionWorklist> {
  return get<CollectionWorklist>('/collections/worklist');
}

export function useWorklist() {
  return useQuery({ queryKey: [...collectionsKey, 'worklist'], queryFn: getWorklist });
}
