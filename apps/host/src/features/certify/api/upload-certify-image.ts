import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CertifyImageKind, CertifyProgress } from '@lendwell/contracts';
import { api } from '@/lib/api-client';

export type UploadedImage = { kind: CertifyImageKind; url: string; progress: CertifyProgress };

/** The ID's front or the selfie, with the same image rules as complaint evidence (server-side). */
export function uploadCertifyImage(kind: CertifyImageKind, file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append('image', file);
  return api<UploadedImage>('/host/certify/images', { form, query: { kind } });
}

export function useUploadCertifyImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: CertifyImageKind; file: File }) => uploadCertifyImage(kind, file),
    onSuccess: (answer) => client.setQueryData(['host', 'certify'], answer.progress),
  });
}
