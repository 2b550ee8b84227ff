import { useQuery } from '@tanstack/react-query';
import type { CallScripts } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export const scriptsKey = ['collections', 'scripts'] as const;

export function getScripts(): Promise<CallScripts> {
  return get<CallScripts>('/collections/scripts');
}

export function useScripts() {
  return useQuery({ queryKey: scriptsKey, queryFn: getScripts });
}
