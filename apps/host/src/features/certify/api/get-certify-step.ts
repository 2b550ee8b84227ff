import { useQuery } from '@tanstack/react-query';
import type { CertifyForm, CertifyStepName } from '@lendwell/contracts';
import { api } from '@/lib/api-client';

export function getCertifyStep(step: CertifyStepName): Promise<CertifyForm> {
  return api<CertifyForm>(`/host/certify/${step}`);
}

export function useCertifyStep(step: CertifyStepName) {
  return useQuery({ queryKey: ['host', 'certify', step], queryFn: () => getCertifyStep(step) });
}
