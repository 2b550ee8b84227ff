import { useQuery } from '@tanstack/react-query';
import type { CallScriptVersion } from '@lendwell/contracts';
import { get } from '../../../lib/api';
import type { Bucket } from './get-collection-queue';

export function getScriptVersions(bucket: Bucket): Promise<{ items: CallScriptVersion[] }> {
  return get<{ items: CallScriptVersion[] }>(`/collections/scripts/${bucket}/versions`);
}

/** Loaded when the supervisor opens a bucket's earlier versions. */
export function useScriptVersions(bucket: Bucket, enabled: boolean) {
  return useQuery({
    queryKey: ['collections', 'scripts', bucket, 'versions'],
    queryFn: () => getScriptVersions(bucket),
    enabled,
  });
}
