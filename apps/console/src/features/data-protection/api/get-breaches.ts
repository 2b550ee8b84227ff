import { useQuery } from '@tanstack/react-query';
import type { BreachView } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export const breachesKey = ['privacy', 'breaches'] as const;

/** The breach register with each breach's 72-hour clock (NPC Circular 16-03). */
export function getBreaches(): Promise<BreachView[]> {
  return get<BreachView[]>('/privacy/breaches');
}

export function useBreaches() {
  return useQuery({ queryKey: breachesKey, queryFn: getBreaches });
}
