import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api';

/** The actions the log has recorded, for the filter. */
export function getAuditActions(): Promise<{ items: string[] }> {
  return get<{ items: string[] }>('/audit/actions');
}

export function useAuditActions() {
  return useQuery({ queryKey: ['audit-actions'], queryFn: getAuditActions });
}
