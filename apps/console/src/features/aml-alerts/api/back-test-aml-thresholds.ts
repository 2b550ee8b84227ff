import { useMutation } from '@tanstack/react-query';
import type { AmlBackTest, AmlThresholds } from '@lendwell/contracts';
import { post } from '../../../lib/api';

/** What the thresholds would raise over every loan's payments so far. */
export function backTestAmlThresholds(thresholds: AmlThresholds): Promise<AmlBackTest> {
  return post<AmlBackTest>('/compliance/aml/back-test', { thresholds });
}

export function useBackTestAmlThresholds() {
  return useMutation({ mutationFn: backTestAmlThresholds });
}
