import { apiRequest } from '@/lib/api-client';

export function getTargetLink(productId: number): Promise<string> {
  return apiRequest<{ url: string }>('/v3/joint-login/target-link', { body: { productId }, loading: true }).then(
    (d) => d.url,
  );
}
