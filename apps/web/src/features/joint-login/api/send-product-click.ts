import { apiRequest } from '@/lib/api-client';

/** The statistics call before following a product; a failure must not stop the borrower. */
export function sendProductClick(productId: number, position: number): Promise<void> {
  return apiRequest<null>('/v3/joint-login/product-click', { body: { productId, position }, quiet: true }).then(
    () => undefined,
    () => undefined,
  );
}
