import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BreachView } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { breachesKey } from './get-breaches';

/** Records that the NPC or the affected subjects were told. */
export function markBreachNotified({ id, whom }: { id: number; whom: 'npc' | 'subjects' }): Promise<BreachView> {
  return post<BreachView>(`/privacy/breaches/${id}/notified`, { whom });
}

export function useMarkBreachNotified() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markBreachNotified,
    onSuccess: () => client.invalidateQueries({ queryKey: breachesKey }),
  });
}
