import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CollectionConsentRecorded } from '@lendwell/contracts';
import { upload } from '../../../lib/api';
import { collectionLoanKey } from './get-collection-loan';

export type ConsentInput = { orderNo: string; signerName: string; signedOn: string; document: File };

/** The borrower's written consent to other hours, with the scanned signed document. */
export function recordConsent({
  orderNo,
  signerName,
  signedOn,
  document,
}: ConsentInput): Promise<CollectionConsentRecorded> {
  return upload<CollectionConsentRecorded>(
    `/collections/loans/${encodeURIComponent(orderNo)}/consents`,
    'document',
    document,
    {
      kind: 'contact_other_hours',
      signerName,
      signedOn,
    },
  );
}

export function useRecordConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: recordConsent,
    onSuccess: (_, input) => client.invalidateQueries({ queryKey: collectionLoanKey(input.orderNo) }),
  });
}
