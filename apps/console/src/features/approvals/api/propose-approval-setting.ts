import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApprovalSettingChange, ProposedAnswer } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { approvalsKey } from './get-approvals';

/** A settings change is always proposed; another admin approves it in the list above. */
export function proposeApprovalSetting(change: ApprovalSettingChange): Promise<ProposedAnswer> {
  return post<ProposedAnswer>('/approvals/settings', change);
}

export function useProposeApprovalSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: proposeApprovalSetting,
    onSuccess: () => client.invalidateQueries({ queryKey: approvalsKey }),
  });
}
