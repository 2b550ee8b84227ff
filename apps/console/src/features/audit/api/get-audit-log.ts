import { useQuery } from '@tanstack/react-query';
import type { AuditItem } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export type AuditPage = { items: AuditItem[]; olderBeforeId: number | null };

/** `query` is the filter and page as URL parameters (actor, action, target, from, to, limit, beforeId). */
export function getAuditLog(query: string): Promise<AuditPage> {
  return get<AuditPage>(`/audit?${query}`);
}

export function useAuditLog(query: string) {
  return useQuery({ queryKey: ['audit', query], queryFn: () => getAuditLog(query) });
}
