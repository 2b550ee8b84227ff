import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffRole } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { staffKey } from './get-staff';

export type NewStaff = { email: string; name: string; role: StaffRole; password: string };

export function createStaff(staff: NewStaff): Promise<unknown> {
  return post('/staff', staff);
}

export function useCreateStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: () => client.invalidateQueries({ queryKey: staffKey }),
  });
}
