import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditItem, ConsoleAuditSearch } from '@lendwell/contracts';
import { post } from '../../../lib/api';

export type AuditPage = { items: AuditItem[]; olderBeforeId: number | null };
export type AuditSearchPage = ConsoleAuditSearch & { beforeId?: number; limit: number };

/** One page of the audit search, posted: a borrower's mobile number never goes in a URL (decision 107). */
export function searchAuditLog(search: AuditSearchPage): Promise<AuditPage> {
  return post<AuditPage>('/audit/search', search);
}

export function useAuditSearch(search: AuditSearchPage) {
  return useQuery({
    queryKey: ['audit', search],
    queryFn: () => searchAuditLog(search),
    placeholderData: keepPreviousData,
  });
}
