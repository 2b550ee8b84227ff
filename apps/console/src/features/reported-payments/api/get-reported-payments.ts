import { useQuery } from '@tanstack/react-query';
import type { ConsoleUtrList } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export const reportedPaymentsKey = ['reported-payments'] as const;

/** Payments borrowers reported by reference, in one state ('' for all). */
export function getReportedPayments(status: string): Promise<ConsoleUtrList> {
  return get<ConsoleUtrList>(`/utr-reports${status ? `?status=${status}` : ''}`);
}

export function useReportedPayments(status: string) {
  return useQuery({ queryKey: [...reportedPaymentsKey, status], queryFn: () => getReportedPayments(status) });
}
