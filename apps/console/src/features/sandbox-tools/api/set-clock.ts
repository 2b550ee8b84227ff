import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Clock } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { clockKey } from './get-clock';

/** Moves the sandbox's business date; null follows the calendar again. */
export function setClock(date: string | null): Promise<Clock> {
  return post<Clock>('/clock', { date });
}

export function useSetClock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setClock,
    onSuccess: () => client.invalidateQueries({ queryKey: clockKey }),
  });
}
