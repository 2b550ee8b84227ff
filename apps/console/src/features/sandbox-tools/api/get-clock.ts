import { useQuery } from '@tanstack/react-query';
import type { Clock } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export const clockKey = ['clock'] as const;

export function getClock(): Promise<Clock> {
  return get<Clock>('/clock');
}

export function useClock() {
  return useQuery({ queryKey: clockKey, queryFn: getClock });
}
