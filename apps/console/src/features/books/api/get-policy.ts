import { useQuery } from '@tanstack/react-query';
import type { BooksPolicyView } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export const policyKey = ['books', 'policy'] as const;

export function getPolicy(): Promise<BooksPolicyView> {
  return get<BooksPolicyView>('/books/policy');
}

export function usePolicy() {
  return useQuery({ queryKey: policyKey, queryFn: getPolicy });
}
