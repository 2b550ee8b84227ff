import { useQuery } from '@tanstack/react-query';
import type { CreditRuleSetConfig } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export type RuleSet = {
  version: number;
  status: string;
  config: CreditRuleSetConfig;
  note: string;
  createdBy: string;
  createdAt: string;
};
export type RuleSetsOverview = {
  live: RuleSet | null;
  draft: RuleSet | null;
  history: Omit<RuleSet, 'config'>[] & { publishedAt?: string | null }[];
  problems: string[];
  changes: string[];
};

export const ruleSetsKey = ['credit-rule-sets'] as const;

export function getRuleSets(): Promise<RuleSetsOverview> {
  return get<RuleSetsOverview>('/credit/rule-sets');
}

export function useRuleSets() {
  return useQuery({ queryKey: ruleSetsKey, queryFn: getRuleSets });
}
