import { useMutation } from '@tanstack/react-query';
import type { CreditRuleSetCheck, CreditRuleSetConfig } from '@lendwell/contracts';
import { post } from '../../../lib/api';

/** Checks a configuration and lists its changes against live; nothing is stored. */
export function validateRuleSet(config: CreditRuleSetConfig): Promise<CreditRuleSetCheck> {
  return post<CreditRuleSetCheck>('/credit/rule-sets/validate', { config });
}

export function useValidateRuleSet() {
  return useMutation({ mutationFn: validateRuleSet });
}
