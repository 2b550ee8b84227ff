import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CertifyProgress, CertifySaveRequest, CertifyStepName } from '@lendwell/contracts';
import { api } from '@/lib/api-client';

export function saveCertifyStep(step: CertifyStepName, values: CertifySaveRequest): Promise<CertifyProgress> {
  return api<CertifyProgress>(`/host/certify/${step}`, { body: values });
}

export function useSaveCertifyStep(step: CertifyStepName) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: CertifySaveRequest) => saveCertifyStep(step, values),
    onSuccess: (progress) => {
      client.setQueryData(['host', 'certify'], progress);
      void client.invalidateQueries({ queryKey: ['host', 'certify', step] });
      void client.invalidateQueries({ queryKey: ['host', 'home'] });
    },
  });
}
