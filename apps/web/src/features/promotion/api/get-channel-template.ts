import { useQuery } from '@tanstack/react-query';
import type { ChannelTemplate } from '@lendwell/contracts';
import { apiRequest } from '@/lib/api-client';

export function getChannelTemplate(templateId: string): Promise<ChannelTemplate> {
  return apiRequest('/v2/h5/channel/channel-template', { method: 'GET', query: { templateId } });
}

export function useChannelTemplate(templateId: string) {
  return useQuery({ queryKey: ['promotion', 'template', templateId], queryFn: () => getChannelTemplate(templateId), enabled: templateId !== '', staleTime: 300_000 });
}
