import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanRequestBody, PlanView } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { collectionsKey } from './get-collection-queue';

/** Sends the chosen offer to the borrower, who accepts it in the app with an SMS code (decision 128). */
export function proposePlan({ orderNo, request }: { orderNo: string; request: PlanRequestBody }): Promise<PlanView> {
  return post<PlanView>(`/hardship-plans/${encodeURIComponent(orderNo)}`, request);
}

export function useProposePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: proposePlan,
    onSuccess: () => client.invalidateQueries({ queryKey: collectionsKey }),
  });
}
