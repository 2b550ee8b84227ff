import { useMutation } from '@tanstack/react-query';
import type { HostApply, HostApplyRequest } from '@lendwell/contracts';
import { api } from '@/lib/api-client';

/** Checks the choice and answers the confirm page to open; the order is created there, on Next. */
export function apply(productId: number, input: HostApplyRequest): Promise<HostApply> {
  return api<HostApply>(`/host/products/${productId}/apply`, { body: input });
}

export function useApply(productId: number) {
  return useMutation({ mutationFn: (input: HostApplyRequest) => apply(productId, input) });
}
