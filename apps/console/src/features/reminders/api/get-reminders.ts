import { useQuery } from '@tanstack/react-query';
import type { ConsoleReminders } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export const remindersKey = ['reminders'] as const;

export function getReminders(): Promise<ConsoleReminders> {
  return get<ConsoleReminders>('/reminders');
}

export function useReminders() {
  return useQuery({ queryKey: remindersKey, queryFn: getReminders });
}
