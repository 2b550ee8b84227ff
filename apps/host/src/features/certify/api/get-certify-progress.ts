import { useQuery } from '@tanstack/react-query';
import type { CertifyProgress } from '@lendwell/contracts';
import { api } from '@/lib/api-client';

export function getCertifyProgress(): Promise<CertifyProgress> {
  return api<CertifyProgress>('/host/certify');
}

export function useCertifyProgress() {
  return useQuery({ queryKey: ['host', 'certify'], queryFn: getCertifyProgress });
}
