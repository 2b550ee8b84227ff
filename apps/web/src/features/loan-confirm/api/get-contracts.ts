import { useQuery } from '@tanstack/react-query';
import { AGREEMENT_SCENE } from '@lendwell/contracts/constants';
import { apiRequest } from '@/lib/api-client';

export type AgreementLink = { title: string; position: number };

export function getContracts(productId: string): Promise<AgreementLink[]> {
  return apiRequest<{ data: AgreementLink[] }>('/v3/contract/contract', {
    method: 'GET',
    query: { productId, scene: AGREEMENT_SCENE },
  }).then((d) => d.data);
}

export function useContracts(productId: string) {
  return useQuery({
    queryKey: ['contracts', productId],
    queryFn: () => getContracts(productId),
    enabled: productId !== '',
    staleTime: 5 * 60_000,
  });
}
