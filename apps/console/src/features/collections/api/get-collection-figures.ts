import { useQuery } from '@tanstack/react-query';
import type { CollectionFigures } from '@lendwell/contracts';
import { get } from '../../../lib/api';
import { collectionsKey } from './get-collection-queue';

export function getCollectionFigures(): Promise<CollectionFigures> {
  return get<CollectionFigures>('/collections/figures');
}

export function useCollectionFigures() {
  return useQuery({ queryKey: [...collectionsKey, 'figures'], queryFn: getCollectionFigures });
}
