import { useQuery } from '@tanstack/react-query';
import { AGREEMENT_SCENE, SUCCESS_CODE_LEGACY } from '@lendwell/contracts/constants';
import { apiRequest } from '@/lib/api-client';

export type VariantAgreement = { t: string; p: number };

export function getVariantAgreements(productId: string): Promise<VariantAgreement[]> {
  return apiRequest<VariantAgreement[]>('/v2/vx/al', {
    method: 'GET',
    query: { pk: productId, sc: AGREEMENT_SCENE },
    flavour: 'json',
    successCodes: [SUCCESS_CODE_LEGACY],
  });
}

export function useVariantAgreements(productId: string) {
  return useQuery({
    queryKey: ['variant-agreements', productId],
    queryFn: () => getVariantAgreements(productId),
    enabled: productId !== '',
    staleTime: 5 * 60_000,
  });
}
