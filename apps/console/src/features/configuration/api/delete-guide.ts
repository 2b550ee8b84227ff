import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api';
import { channelsKey } from './get-channels';

export function deleteGuide(id: number): Promise<unknown> {
  return post(`/config/guides/${id}/delete`);
}

export function useDeleteGuide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteGuide,
    // A refusal may mean someone else changed it first: the list is read again either way.
    onSettled: () => client.invalidateQueries({ queryKey: channelsKey }),
  });
}
