import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleGuide, ConsoleGuideInput } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { channelsKey } from './get-channels';

/** Adds a payment instruction to a channel, or (with `guideId`) replaces one. */
export function saveGuide({
  channelId,
  guideId,
  guide,
}: {
  channelId: number;
  guideId?: number;
  guide: ConsoleGuideInput;
}): Promise<ConsoleGuide> {
  return post<ConsoleGuide>(`/config/channels/${channelId}/guides${guideId ? `/${guideId}` : ''}`, guide);
}

export function useSaveGuide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveGuide,
    onSuccess: () => client.invalidateQueries({ queryKey: channelsKey }),
  });
}
