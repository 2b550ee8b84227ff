import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api';
import type { Bucket } from './types';

export type ScriptVersion = { version: number; body: string; actor: string; at: string };

export function getScriptVersions(bucket: Bucket): Promise<{ items: ScriptVersion[] }> {
  return get<{ items: ScriptVersion[] }>(`/collections/scripts/${bucket}/versions`);
}

/** Loaded when the supervisor opens a bucket's earlier versions. */
export function useScriptVersions(bucket: Bucket, enabled: boolean) {
  return useQuery({
    queryKey: ['collections', 'scripts', bucket, 'versions'],
    queryFn: () => getScriptVersions(bucket),
    enabled,
  });
}
