import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CollectionPlans, PlanKindKey, PlanStatusKey } from '@lendwell/contracts';
import { get } from '../../../lib/api';
import { collectionsKey } from './get-collection-queue';

export type PlanFilter = { status?: PlanStatusKey; kind?: PlanKindKey };

/** The Plans tab (decision 141): the hardship plans the viewer may see, narrowed by status and kind. */
export function getCollectionPlans(filter: PlanFilter): Promise<CollectionPlans> {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status);
  if (filter.kind) query.set('kind', filter.kind);
  const qs = query.toString();
  return get<CollectionPlans>(`/collections/plans${qs ? `?${qs}` : ''}`);
}

export function useCollectionPlans(filter: PlanFilter) {
  return useQuery({
    queryKey: [...collectionsKey, 'plans', filter.status ?? null, filter.kind ?? null],
    queryFn: () => getCollectionPlans(filter),
    placeholderData: keepPreviousData,
  });
}
