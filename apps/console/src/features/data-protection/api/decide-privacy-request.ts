import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PrivacyDecisionBody, PrivacyRequestView } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { privacyRequestsKey } from './get-privacy-requests';

/** Approves or refuses a request with a reason in words. */
export function decidePrivacyRequest({
  id,
  ...body
}: PrivacyDecisionBody & { id: number }): Promise<PrivacyRequestView> {
  return post<PrivacyRequestView>(`/privacy/requests/${id}/decision`, body);
}

export function useDecidePrivacyRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decidePrivacyRequest,
    onSuccess: () => client.invalidateQueries({ queryKey: privacyRequestsKey }),
  });
}
