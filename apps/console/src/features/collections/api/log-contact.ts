import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CollectionContactLogged } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { collectionsKey } from './get-collection-queue';

export type ContactLog = { channel: string; outcome: string; notes?: string };

/** A contact attempt with its outcome; the server refuses one outside the hours a borrower may be contacted. */
export function logContact({
  orderNo,
  contact,
}: {
  orderNo: string;
  contact: ContactLog;
}): Promise<CollectionContactLogged> {
  return post<CollectionContactLogged>(`/collections/loans/${orderNo}/contacts`, contact);
}

export function useLogContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: logContact,
    onSuccess: () => client.invalidateQueries({ queryKey: collectionsKey }),
  });
}
