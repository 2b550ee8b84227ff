import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffRole } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { staffKey } from './get-staff';

/** `reason` goes with a role change that waits for a second admin (decision 113). */
export type StaffChange = { role?: StaffRole; isActive?: boolean; unlock?: true; reason?: string };

/** Changes a staff member's role, switches the account off or on, or lifts a lockout. */
export function changeStaff({ id, change }: { id: number; change: StaffChange }): Promise<unknown> {
  return post(`/staff/${id}`, change);
}

export function useChangeStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeStaff,
    onSettled: () => client.invalidateQueries({ queryKey: staffKey }),
  });
}
