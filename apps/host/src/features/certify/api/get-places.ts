import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type Place = { label: string; value: string; children?: Place[] };

/** Region → province → city or municipality (the bank form's list), fetched once. */
export function getCityOptions(): Promise<Place[]> {
  return api<{ options: Place[] }>('/city-options').then((d) => d.options);
}

export function useCityOptions(enabled: boolean) {
  return useQuery({ queryKey: ['city-options'], queryFn: getCityOptions, enabled, staleTime: Infinity });
}
