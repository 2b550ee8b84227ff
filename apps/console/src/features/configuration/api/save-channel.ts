import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleChannelSaved } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { channelsKey } from './get-channels';

export function saveChannel({
  id,
  ...channel
}: {
  id: number;
  name: string;
  logoUrl: string;
  sort: number;
  isActive: boolean;
}): Promise<ConsoleChannelSaved> {
  return post<ConsoleChannelSaved>(`/config/channels/${id}`, channel);
}

export function useSaveChannel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveChannel,
    onSuccess: () => client.invalidateQueries({ queryKey: channelsKey }),
  });
}
