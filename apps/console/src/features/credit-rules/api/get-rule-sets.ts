import { useQuery } from '@tanstack/react-query';
import type { CreditRuleSets } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export const ruleSetsKey = ['credit-rule-sets'] as const;

export function getRuleSets(): Promise<CreditRuleSets> {
  return get<CreditRuleSets>('/credit/rule-sets');
}

export function useRuleSets() {
  return useQuery({ queryKey: ruleSetsKey, queryFn: getRuleSets });
}
