import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** A new captcha id; the picture itself is an image URL (captchaUrl). */
export function getSid(): Promise<{ sid: string }> {
  return apiRequest('/v2/h5/promotion/get-sid', { method: 'GET' });
}

export function useGetSid() {
  return useMutation({ mutationFn: getSid });
}

/** The picture for a sid; the timestamp makes every refresh a new request. */
export function captchaUrl(sid: string, t: number): string {
  return `/api/v2/h5/promotion/captcha?${new URLSearchParams({ sid, t: String(t) })}`;
}
