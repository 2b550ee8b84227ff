import { useMutation } from '@tanstack/react-query';
import type { CreditBackTest, CreditRuleSetConfig } from '@lendwell/contracts';
import { post } from '../../../lib/api';

/** Runs past applications through a configuration beside the live set; nothing is stored. */
export function backTest(config: CreditRuleSetConfig): Promise<CreditBackTest> {
  return post<CreditBackTest>('/credit/back-test', { config });
}

export function useBackTest() {
  return useMutation({ mutationFn: backTest });
}
