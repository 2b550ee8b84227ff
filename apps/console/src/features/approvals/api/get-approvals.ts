import { useQuery } from '@tanstack/react-query';
import type { ProposalList } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export const approvalsKey = ['approvals'] as const;

export function getApprovals(): Promise<ProposalList> {
  return get<ProposalList>('/approvals');
}

export function useApprovals() {
  return useQuery({ queryKey: [...approvalsKey, 'list'], queryFn: getApprovals });
}
