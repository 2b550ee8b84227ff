import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clearSession } from '@/lib/session';

/** Ends every session of the borrower (every phone and browser); this one is dropped only on success. */
export async function logoutAll(): Promise<void> {
  await api<unknown>('/auth/logout-all', { method: 'POST' });
  clearSession('everywhere');
}

export function useLogoutAll() {
  return useMutation({ mutationFn: logoutAll });
}
