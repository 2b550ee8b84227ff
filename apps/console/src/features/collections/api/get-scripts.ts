import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api';
import type { Scripts } from './types';

export const scriptsKey = ['collections', 'scripts'] as const;

export function getScripts(): Promise<Scripts> {
  return get<Scripts>('/collections/scripts');
}

export function useScripts() {
  return useQuery({ queryKey: scriptsKey, queryFn: getScripts });
}
