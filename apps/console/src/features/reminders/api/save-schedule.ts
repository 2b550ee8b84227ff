import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api';
import { remindersKey } from './get-reminders';

export type ScheduleChange = { productId: number; offsetsDays: number[]; maxPerDay: number | null };

export function saveSchedule({ productId, ...change }: ScheduleChange): Promise<unknown> {
  return post(`/reminders/schedules/${productId}`, change);
}

export function useSaveSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSchedule,
    onSuccess: () => client.invalidateQueries({ queryKey: remindersKey }),
  });
}
