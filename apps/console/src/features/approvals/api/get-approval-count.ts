import { useQuery } from '@tanstack/react-query';
import type { ApprovalCount } from '@lendwell/contracts';
import { get } from '../../../lib/api';
import { approvalsKey } from './get-approvals';

export function getApprovalCount(): Promise<ApprovalCount> {
  return get<ApprovalCount>('/approvals/count');
}

/** The menu's badge: open proposals this staff member may decide, read again every minute. */
export function useApprovalCount() {
  return useQuery({ queryKey: [...approvalsKey, 'count'], queryFn: getApprovalCount, refetchInterval: 60_000 });
}
