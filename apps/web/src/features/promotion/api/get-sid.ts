import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** A new captcha id; the picture itself is an image URL (captchaUrl). */
export function getSid(): Promise<{ sid: string }> {
  return apiRequest('/v2/h5/promotion/get-sid', { method: 'GET' });
}

/** One sid per visit: every refresh draws a new picture for it (the server caps the draws). */
export function useSid() {
  return useQuery({
    queryKey: ['promotion', 'sid'],
    queryFn: getSid,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** The picture for a sid; the timestamp makes every refresh a new request. */
export function captchaUrl(sid: string, t: number): string {
  return `/api/v2/h5/promotion/captcha?${new URLSearchParams({ sid, t: String(t) })}`;
}
