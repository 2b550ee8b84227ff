import { useSearch } from 'wouter';

/** The page's query params (wouter's search string), as a URLSearchParams. */
export function useQueryParams(): URLSearchParams {
  return new URLSearchParams(useSearch());
}
