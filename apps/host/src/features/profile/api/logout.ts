import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clearSession } from '@/lib/session';

/** Ends this session on the server, then here (here even when the server cannot be reached). */
export async function logout(): Promise<void> {
  try {
    await api<null>('/auth/logout', { method: 'POST' });
  } finally {
    clearSession();
  }
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
