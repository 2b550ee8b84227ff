import { useQuery } from '@tanstack/react-query';
import type { StaffName } from '@lendwell/contracts';
import { get } from '../../lib/api';

/** Every staff member's name by id, for showing who did something (decision 109); names change rarely. */
export function getStaffNames(): Promise<{ items: StaffName[] }> {
  return get<{ items: StaffName[] }>('/staff-names');
}

export function useStaffNames() {
  return useQuery({ queryKey: ['staff-names'], queryFn: getStaffNames, staleTime: 5 * 60_000 });
}
