import { useQuery } from '@tanstack/react-query';
import type { ConsoleChannel } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export const channelsKey = ['config', 'channels'] as const;

export function getChannels(): Promise<{ items: ConsoleChannel[] }> {
  return get<{ items: ConsoleChannel[] }>('/config/channels');
}

export function useChannels() {
  return useQuery({ queryKey: channelsKey, queryFn: getChannels });
}
