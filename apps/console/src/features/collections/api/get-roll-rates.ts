import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RollRates } from '@lendwell/contracts';
import { get } from '../../../lib/api';

/** `through` (YYYY-MM-DD) ends the last period on the latest snapshot up to that day; empty for the latest. */
export const rollRatesPath = (periodDays: number, periods: number, through: string, csv = false) =>
  `/collections/roll-rates${csv ? '.csv' : ''}?periodDays=${periodDays}&periods=${periods}${through ? `&through=${through}` : ''}`;

export function getRollRates(periodDays: number, periods: number, through: string): Promise<RollRates> {
  return get<RollRates>(rollRatesPath(periodDays, periods, through));
}

export function useRollRates(periodDays: number, periods: number, through: string) {
  return useQuery({
    queryKey: ['collections', 'roll-rates', periodDays, periods, through],
    queryFn: () => getRollRates(periodDays, periods, through),
    placeholderData: keepPreviousData,
  });
}
