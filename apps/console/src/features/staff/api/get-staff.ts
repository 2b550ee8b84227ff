import { useQuery } from '@tanstack/react-query';
import type { StaffItem } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export const staffKey = ['staff'] as const;

export function getStaff(): Promise<{ items: StaffItem[] }> {
  return get<{ items: StaffItem[] }>('/staff');
}

export function useStaff() {
  return useQuery({ queryKey: staffKey, queryFn: getStaff });
}
