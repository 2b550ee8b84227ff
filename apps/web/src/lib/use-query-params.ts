import { useSearch } from 'wouter';
import { launchParam } from './session-params';

/** The page's query params (wouter's search string), as a URLSearchParams. */
export function useQueryParams(): URLSearchParams {
  return new URLSearchParams(useSearch());
}

/**
 * A page param as launchParam reads it (this address first, then the host's boot params), re-read
 * whenever an in-app navigation changes the query.
 */
export function usePageParam(name: string): string | undefined {
  useSearch();
  return launchParam(name);
}
