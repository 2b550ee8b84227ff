import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CollectionConsentRevoked } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { collectionLoanKey } from './get-collection-loan';

export function revokeConsent({ orderNo, id, reason }: { orderNo: string; id: number; reason: string }) {
  return post<CollectionConsentRevoked>(`/collections/loans/${encodeURIComponent(orderNo)}/consents/${id}/revoke`, {
    reason,
  });
}

export function useRevokeConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeConsent,
    onSuccess: (_, input) => client.invalidateQueries({ queryKey: collectionLoanKey(input.orderNo) }),
  });
}
