import { useQuery } from '@tanstack/react-query';
import type { CreditFigures } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export const creditFiguresKey = (query: string) => ['credit-figures', query] as const;

/** `query` is the period as URL parameters (`from`, `to`); empty asks for the server's default period. */
export function getCreditFigures(query: string): Promise<CreditFigures> {
  return get<CreditFigures>(`/credit/figures${query ? `?${query}` : ''}`);
}

export function useCreditFigures(query: string) {
  return useQuery({ queryKey: creditFiguresKey(query), queryFn: () => getCreditFigures(query) });
}
