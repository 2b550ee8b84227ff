import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyRequest, PrivacyRequestBody } from '@lendwell/contracts';
import { MY_DATA_PATHS } from '@lendwell/contracts/constants';
import { api } from '@/lib/api-client';
import { myDataKey } from './get-my-data';

/** Files a request under the Data Privacy Act: access, correction, erasure or objection. */
export function filePrivacyRequest(body: PrivacyRequestBody): Promise<MyRequest> {
  return api<MyRequest>(MY_DATA_PATHS.requests.replace(/^\/api/, ''), { body });
}

export function useFilePrivacyRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: filePrivacyRequest,
    onSuccess: () => client.invalidateQueries({ queryKey: myDataKey }),
  });
}
