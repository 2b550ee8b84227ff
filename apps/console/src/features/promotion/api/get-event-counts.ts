import { useQuery } from '@tanstack/react-query';
import type { ConsoleEventCounts } from '@lendwell/contracts';
import { get } from '../../../lib/api';

/** `query` is the period as URL parameters (from, to); empty counts every event. */
export function getEventCounts(query: string): Promise<ConsoleEventCounts> {
  return get<ConsoleEventCounts>(`/events/counts${query ? `?${query}` : ''}`);
}

export function useEventCounts(query: string) {
  return useQuery({ queryKey: ['event-counts', query], queryFn: () => getEventCounts(query) });
}
