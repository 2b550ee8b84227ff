import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api';
import { remindersKey } from './get-reminders';

export function saveTemplate({ step, body }: { step: string; body: string }): Promise<{ version: number }> {
  return post<{ version: number }>(`/reminders/templates/${step}`, { body });
}

export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveTemplate,
    onSuccess: () => client.invalidateQueries({ queryKey: remindersKey }),
  });
}
