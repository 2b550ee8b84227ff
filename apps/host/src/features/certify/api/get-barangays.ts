import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type Barangay = { label: string; value: string };

/** The barangays of one city or municipality (its PSGC code). */
export function getBarangays(city: string): Promise<Barangay[]> {
  return api<{ options: Barangay[] }>('/host/places/barangays', { query: { city } }).then((d) => d.options);
}

export function useBarangays(city: string) {
  return useQuery({
    queryKey: ['host', 'barangays', city],
    queryFn: () => getBarangays(city),
    enabled: /^\d{10}$/.test(city),
    staleTime: Infinity,
  });
}
