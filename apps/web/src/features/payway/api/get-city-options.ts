import type { CityOption } from '@/components/form/server-form';
import { apiRequest } from '@/lib/api-client';

let cached: Promise<CityOption[]> | undefined;

/** Region → province → city, fetched once when a city picker first opens. */
export function getCityOptions(): Promise<CityOption[]> {
  cached ??= apiRequest<{ options: CityOption[] }>('/city-options', { method: 'GET', loading: true }).then(
    (d) => d.options,
  );
  cached.catch(() => (cached = undefined));
  return cached;
}
