// track-visit and track-click share one shape; a lost tracking call must never bother the visitor.
import { apiRequest } from '@/lib/api-client';

export type TrackParams = {
  page_id: string;
  user_from?: string;
  client_type: string;
  page_type: string;
  utm_tag?: string;
  app_from?: string;
  phone?: string;
};

export async function trackEvent(kind: 'visit' | 'click', params: TrackParams): Promise<void> {
  try {
    await apiRequest(`/v2/h5/promotion/track-${kind}`, { method: 'GET', query: params, quiet: true });
  } catch {
    // Funnel counts are best effort.
  }
}
