import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BreachBody, BreachView } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { breachesKey } from './get-breaches';

/** Logs a personal data breach; its clock starts at discovery. */
export function logBreach(body: BreachBody): Promise<BreachView> {
  return post<BreachView>('/privacy/breaches', body);
}

export function useLogBreach() {
  const client = useQueryClient();
  return useMutation({ mutationFn: logBreach, onSuccess: () => client.invalidateQueries({ queryKey: breachesKey }) });
}
