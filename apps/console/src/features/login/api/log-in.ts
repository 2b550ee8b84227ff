import { useMutation } from '@tanstack/react-query';
import type { StaffMe } from '@lendwell/contracts';
import { login } from '../../../lib/api';

/** Logs in; lib/api keeps the CSRF token the answer carries for every later change. */
export function logIn({ email, password }: { email: string; password: string }): Promise<StaffMe> {
  return login(email, password);
}

export function useLogIn() {
  return useMutation({ mutationFn: logIn });
}
