import { useQuery } from '@tanstack/react-query';
import type { ChannelTemplate } from '@lendwell/contracts';
import { apiRequest } from '@/lib/api-client';
import { lang } from '@/lib/i18n';

export function getChannelTemplate(templateId: string): Promise<ChannelTemplate> {
  // Quiet: an ended promotion is shown by the page itself, not as a toast.
  return apiRequest('/v2/h5/channel/channel-template', { method: 'GET', query: { templateId }, quiet: true });
}

export function useChannelTemplate(templateId: string) {
  return useQuery({
    // The answer is in the page's language (decision 132).
    queryKey: ['promotion', 'template', templateId, lang()],
    queryFn: () => getChannelTemplate(templateId),
    enabled: templateId !== '',
    staleTime: 300_000,
  });
}
