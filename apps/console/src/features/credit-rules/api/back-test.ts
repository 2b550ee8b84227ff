import { useMutation } from '@tanstack/react-query';
import type { CreditRuleSetConfig } from '@lendwell/contracts';
import { post } from '../../../lib/api';

type Counts = { approve: number; refer: number; decline: number };
export type BandRow = {
  band: string;
  applications: number;
  disbursed: number;
  onTime: number;
  late: number;
  running: number;
  byDaysPastDue: Record<string, number>;
};
export type BackTest = {
  liveVersion: number;
  applications: number;
  live: Counts;
  draft: Counts;
  moved: { from: string; to: string; count: number }[];
  byDraftBand: BandRow[];
};

/** Runs past applications through a configuration beside the live set; nothing is stored. */
export function backTest(config: CreditRuleSetConfig): Promise<BackTest> {
  return post<BackTest>('/credit/back-test', { config });
}

export function useBackTest() {
  return useMutation({ mutationFn: backTest });
}
