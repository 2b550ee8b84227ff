import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, Session } from '@lendwell/contracts';
import { api } from '@/lib/api-client';
import { maskPhone, saveSession } from '@/lib/session';

export async function login(input: LoginRequest): Promise<Session> {
  const session = await api<Session>('/auth/login', { body: input });
  saveSession({ ...session, phoneMasked: maskPhone(String(input.phone)) });
  return session;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
