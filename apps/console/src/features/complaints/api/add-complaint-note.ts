import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api';
import { complaintsKey } from './get-complaints';

/** A staff-only note; the queue is read again too, as its rows show the latest note. */
export function addComplaintNote({ complaintId, text }: { complaintId: number; text: string }): Promise<unknown> {
  return post(`/complaints/${complaintId}/notes`, { text });
}

export function useAddComplaintNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addComplaintNote,
    onSuccess: () => client.invalidateQueries({ queryKey: complaintsKey }),
  });
}
