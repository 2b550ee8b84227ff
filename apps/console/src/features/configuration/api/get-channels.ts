import { useQuery } from '@tanstack/react-query';
import type { ConsoleChannelList } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export const channelsKey = ['config', 'channels'] as const;

export function getChannels(): Promise<ConsoleChannelList> {
  return get<ConsoleChannelList>('/config/channels');
}

export function useChannels() {
  return useQuery({ queryKey: channelsKey, queryFn: getChannels });
}
