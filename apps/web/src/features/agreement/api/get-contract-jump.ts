import { useQuery } from '@tanstack/react-query';
import { AGREEMENT_SCENE } from '@lendwell/contracts/constants';
import { apiLoad } from '@/lib/api-client';

export type ContractJump = { contract_url: string; title: string };

export function getContractJump(input: {
  productId: string;
  position: string;
  orderId?: string;
  amount?: string;
}): Promise<ContractJump> {
  return apiLoad<ContractJump>('/v3/contract/contract-jump', {
    method: 'GET',
    query: { ...input, scene: AGREEMENT_SCENE },
    loading: true,
  });
}

export function useContractJump(input: { productId: string; position: string; orderId?: string; amount?: string }) {
  return useQuery({
    queryKey: ['contract-jump', input],
    queryFn: () => getContractJump(input),
    enabled: input.productId !== '',
    staleTime: 10 * 60_000,
  });
}
