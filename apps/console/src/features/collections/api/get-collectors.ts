import { useQuery } from '@tanstack/react-query';
import type { Collector } from '@lendwell/contracts';
import { get } from '../../../lib/api';

/** The collectors a supervisor assigns loans to. */
export function getCollectors(): Promise<{ items: Collector[] }> {
  return get<{ items: Collector[] }>('/collections/collectors');
}

/** Only a supervisor asks: the list is theirs to assign from. */
export function useCollectors(supervisor: boolean) {
  return useQuery({ queryKey: ['collectors'], queryFn: getCollectors, enabled: supervisor });
}
