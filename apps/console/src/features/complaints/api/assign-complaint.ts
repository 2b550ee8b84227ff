import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api';
import { complaintsKey } from './get-complaints';

/** Gives a complaint to a staff member, or (null) to nobody. */
export function assignComplaint({ id, staffId }: { id: number; staffId: number | null }): Promise<unknown> {
  return post(`/complaints/${id}/owner`, { staffId });
}

export function useAssignComplaint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: assignComplaint,
    onSettled: () => client.invalidateQueries({ queryKey: complaintsKey }),
  });
}
