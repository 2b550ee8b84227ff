import { useMutation } from '@tanstack/react-query';
import type { CreditRuleSetConfig } from '@lendwell/contracts';
import { post } from '../../../lib/api';

export type RuleSetCheck = { problems: string[]; changes: string[] };

/** Checks a configuration and lists its changes against live; nothing is stored. */
export function validateRuleSet(config: CreditRuleSetConfig): Promise<RuleSetCheck> {
  return post<RuleSetCheck>('/credit/rule-sets/validate', { config });
}

export function useValidateRuleSet() {
  return useMutation({ mutationFn: validateRuleSet });
}
