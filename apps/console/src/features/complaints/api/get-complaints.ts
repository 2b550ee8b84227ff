import { useQuery } from '@tanstack/react-query';
import type { ConsoleComplaintItem } from '@lendwell/contracts';
import { get } from '../../../lib/api';

/** The prefix of every complaint query: an action on one complaint refreshes the queue and its notes. */
export const complaintsKey = ['complaints'] as const;

/** `query` is the desk's filter as URL parameters (status, type, owner, overdue); empty is the whole queue. */
export function getComplaints(query: string): Promise<{ items: ConsoleComplaintItem[] }> {
  return get<{ items: ConsoleComplaintItem[] }>(`/complaints${query ? `?${query}` : ''}`);
}

export function useComplaints(query: string) {
  return useQuery({ queryKey: [...complaintsKey, 'queue', query], queryFn: () => getComplaints(query) });
}
