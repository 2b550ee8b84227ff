import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api';

export type Collector = { id: number; name: string; email: string };

/** The collectors a supervisor assigns loans to. */
export function getCollectors(): Promise<{ items: Collector[] }> {
  return get<{ items: Collector[] }>('/collections/collectors');
}

/** Only a supervisor asks: the list is theirs to assign from. */
export function useCollectors(supervisor: boolean) {
  return useQuery({ queryKey: ['collectors'], queryFn: getCollectors, enabled: supervisor });
}
