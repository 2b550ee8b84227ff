import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api';
import { booksKey } from './get-books-days';

export type Portfolio = {
  date: string;
  policyVersion: number;
  writeOffDays: number;
  loans: number;
  principalCents: number;
  provisionCents: number;
  ageing: {
    key: string;
    label: string;
    loans: number;
    principalCents: number;
    lossRateBps: number;
    provisionCents: number;
  }[];
  par: { par1Bps: number; par30Bps: number; par90Bps: number };
  writtenOff: { loans: number; lossCents: number; recoveredCents: number };
  flows: { date: string; disbursedCents: number; collectedCents: number }[];
};

export function getPortfolio(date: string): Promise<Portfolio> {
  return get<Portfolio>(`/books/portfolio?date=${date}`);
}

export function usePortfolio(date: string) {
  return useQuery({ queryKey: [...booksKey, 'portfolio', date], queryFn: () => getPortfolio(date) });
}
