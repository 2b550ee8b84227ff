import { useQuery } from '@tanstack/react-query';
import type { BooksPolicyInput } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export type PolicyVersion = Omit<BooksPolicyInput, 'reason'> & {
  version: number;
  createdBy: string;
  reason: string;
  createdAt: string;
};
export type PolicyView = { current: PolicyVersion | null; versions: PolicyVersion[] };

export const policyKey = ['books', 'policy'] as const;

export function getPolicy(): Promise<PolicyView> {
  return get<PolicyView>('/books/policy');
}

export function usePolicy() {
  return useQuery({ queryKey: policyKey, queryFn: getPolicy });
}
