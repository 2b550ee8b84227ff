import { useQuery } from '@tanstack/react-query';
import type { VariantConfirm } from '@lendwell/contracts';
import { SUCCESS_CODE_LEGACY } from '@lendwell/contracts/constants';
import { apiLoad } from '@/lib/api-client';

// Variant API (docs/variant-api.md): the JSON client, short field names, success '00'.
export function getVariantConfirm(productId: string, amountCents?: string): Promise<VariantConfirm> {
  return apiLoad<VariantConfirm>('/v2/vx/qd', {
    body: { pk: productId, ja: amountCents },
    flavour: 'json',
    successCodes: [SUCCESS_CODE_LEGACY],
    loading: true,
  });
}

export function useVariantConfirm(productId: string, amountCents?: string) {
  return useQuery({
    queryKey: ['variant-confirm', productId, amountCents],
    queryFn: () => getVariantConfirm(productId, amountCents),
    enabled: productId !== '',
  });
}
