import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api';
import type { RollRates } from './types';

export const rollRatesPath = (periodDays: number, periods: number, csv = false) =>
  `/collections/roll-rates${csv ? '.csv' : ''}?periodDays=${periodDays}&periods=${periods}`;

export function getRollRates(periodDays: number, periods: number): Promise<RollRates> {
  return get<RollRates>(rollRatesPath(periodDays, periods));
}

export function useRollRates(periodDays: number, periods: number) {
  return useQuery({
    queryKey: ['collections', 'roll-rates', periodDays, periods],
    queryFn: () => getRollRates(periodDays, periods),
    placeholderData: keepPreviousData,
  });
}
