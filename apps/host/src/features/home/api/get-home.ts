import { useQuery } from '@tanstack/react-query';
import type { HostHome } from '@lendwell/contracts';
import { api } from '@/lib/api-client';

export function getHome(): Promise<HostHome> {
  return api<HostHome>('/host/home');
}

export function useHome() {
  return useQuery({ queryKey: ['host', 'home'], queryFn: getHome });
}
