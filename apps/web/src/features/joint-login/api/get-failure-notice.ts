import { useQuery } from '@tanstack/react-query';
import type { RecommendedProduct } from '@lendwell/contracts';
import { apiLoad } from '@/lib/api-client';

export type FailureNotice = { noticeMessage: string; errMessage: string; recProducts: RecommendedProduct[] };

export function getFailureNotice(reason: string): Promise<FailureNotice> {
  return apiLoad<FailureNotice>('/v3/joint-login/failure-notice', {
    body: { reason: reason || undefined },
    loading: true,
  });
}

export function useFailureNotice(reason: string) {
  return useQuery({ queryKey: ['failure-notice', reason], queryFn: () => getFailureNotice(reason) });
}
