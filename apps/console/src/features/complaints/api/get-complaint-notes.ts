import { useQuery } from '@tanstack/react-query';
import type { ConsoleComplaintNote } from '@lendwell/contracts';
import { get } from '../../../lib/api';
import { complaintsKey } from './get-complaints';

export const complaintNotesKey = (complaintId: number) => [...complaintsKey, complaintId, 'notes'] as const;

export function getComplaintNotes(complaintId: number): Promise<{ items: ConsoleComplaintNote[] }> {
  return get<{ items: ConsoleComplaintNote[] }>(`/complaints/${complaintId}/notes`);
}

export function useComplaintNotes(complaintId: number) {
  return useQuery({ queryKey: complaintNotesKey(complaintId), queryFn: () => getComplaintNotes(complaintId) });
}
