import { useQuery } from '@tanstack/react-query';
import type { ApprovalSettings } from '@lendwell/contracts';
import { get } from '../../../lib/api';
import { approvalsKey } from './get-approvals';

export function getApprovalSettings(): Promise<ApprovalSettings> {
  return get<ApprovalSettings>('/approvals/settings');
}

export function useApprovalSettings() {
  return useQuery({ queryKey: [...approvalsKey, 'settings'], queryFn: getApprovalSettings });
}
