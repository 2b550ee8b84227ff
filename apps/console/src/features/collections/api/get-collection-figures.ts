import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api';
import { collectionsKey, type Bucket } from './get-collection-queue';

export type Figures = {
  buckets: { bucket: Bucket; accounts: number; outstandingCents: number; unassigned: number }[];
  promises: { open: number; kept: number; broken: number };
  collectors: { id: number; name: string; accounts: number; collectedCents: number }[];
};

export function getCollectionFigures(): Promise<Figures> {
  return get<Figures>('/collections/figures');
}

export function useCollectionFigures() {
  return useQuery({ queryKey: [...collectionsKey, 'figures'], queryFn: getCollectionFigures });
}
