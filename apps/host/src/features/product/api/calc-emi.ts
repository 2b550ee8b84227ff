import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { HostCalcEmiRequest, HostEmiQuote } from '@lendwell/contracts';
import { api } from '@/lib/api-client';

/** A quote for any amount and term; nothing is created. */
export function calcEmi(input: HostCalcEmiRequest): Promise<HostEmiQuote> {
  return api<HostEmiQuote>('/host/calc-emi', { body: input });
}

export function useCalcEmi(input: HostCalcEmiRequest | null) {
  return useQuery({
    queryKey: ['host', 'calc-emi', input],
    queryFn: () => calcEmi(input!),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
}
