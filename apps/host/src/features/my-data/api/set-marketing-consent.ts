import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyData } from '@lendwell/contracts';
import { MY_DATA_PATHS } from '@lendwell/contracts/constants';
import { api } from '@/lib/api-client';
import { myDataKey } from './get-my-data';

/** Agrees to or withdraws marketing consent; the ledger keeps both. */
export function setMarketingConsent(agreed: boolean): Promise<MyData> {
  return api<MyData>(MY_DATA_PATHS.marketing.replace(/^\/api/, ''), { body: { agreed } });
}

export function useSetMarketingConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setMarketingConsent,
    onSuccess: (data) => client.setQueryData(myDataKey, data),
  });
}
