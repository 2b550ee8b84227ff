// The console's one way to load and change server data: TanStack Query, as in the
// borrower app. A query is one API call in `features/<name>/api`; a mutation invalidates what it changed.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/** A refusal (4xx) is an answer, not a fault: asking again gives the same answer, so only faults are retried. */
function retryFault(failures: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failures < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Staff act on what they see: a section shows the server's state when opened, not a cached one.
      queries: { retry: retryFault, staleTime: 0, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
