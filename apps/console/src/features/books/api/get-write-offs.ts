import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api';

export type WriteOffRow = {
  orderNo: string;
  writtenOffOn: string;
  rule: 'days_past_due' | 'decision';
  actor: string;
  reason: string;
  principalCents: number;
  chargesCents: number;
  lossCents: number;
  recoveredCents: number;
  owedCents: number;
};
export type WriteOffList = { rows: WriteOffRow[]; lossCents: number; recoveredCents: number };

export const writeOffsKey = ['books', 'write-offs'] as const;

export function getWriteOffs(): Promise<WriteOffList> {
  return get<WriteOffList>('/books/write-offs');
}

export function useWriteOffs() {
  return useQuery({ queryKey: writeOffsKey, queryFn: getWriteOffs });
}
