import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleDeleted } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { complaintTypesKey } from './get-complaint-types';

export function deleteComplaintType(id: number): Promise<ConsoleDeleted> {
  return post<ConsoleDeleted>(`/config/complaint-types/${id}/delete`);
}

export function useDeleteComplaintType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteComplaintType,
    // A refusal may mean someone else changed it first: the list is read again either way.
    onSettled: () => client.invalidateQueries({ queryKey: complaintTypesKey }),
  });
}
