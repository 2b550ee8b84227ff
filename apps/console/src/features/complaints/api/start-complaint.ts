import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api';
import { complaintsKey } from './get-complaints';

export function startComplaint(id: number): Promise<unknown> {
  return post(`/complaints/${id}/start`);
}

export function useStartComplaint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startComplaint,
    onSettled: () => client.invalidateQueries({ queryKey: complaintsKey }),
  });
}
