import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleDeleted } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { channelsKey } from './get-channels';

export function deleteGuide(id: number): Promise<ConsoleDeleted> {
  return post<ConsoleDeleted>(`/config/guides/${id}/delete`);
}

export function useDeleteGuide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteGuide,
    // A refusal may mean someone else changed it first: the list is read again either way.
    onSettled: () => client.invalidateQueries({ queryKey: channelsKey }),
  });
}
