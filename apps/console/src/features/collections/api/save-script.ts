import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallScriptSaved } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import type { Bucket } from './get-collection-queue';

/** Approves a new version of a bucket's call script (collections supervisor). */
export function saveScript({ bucket, body }: { bucket: Bucket; body: string }): Promise<CallScriptSaved> {
  return post<CallScriptSaved>(`/collections/scripts/${bucket}`, { body });
}

export function useSaveScript() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveScript,
    // The scripts and every open loan's filled script change with a new version.
    onSuccess: () => client.invalidateQueries({ queryKey: ['collections'] }),
  });
}
