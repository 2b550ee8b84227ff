import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CertifyImageKind, CertifyProgress } from '@lendwell/contracts';
import { api } from '@/lib/api-client';

/** The shrinker loads when the first photo is chosen, not with the screen (decision 131's route budget). */
const shrinker = () => import('@lendwell/client-kit/shrink-photo');

export type UploadedImage = { kind: CertifyImageKind; url: string; progress: CertifyProgress };

/**
 * The ID's front or the selfie, shrunk on the phone first (decision 131), with the same image rules as
 * complaint evidence on the server.
 */
export async function uploadCertifyImage(kind: CertifyImageKind, file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append('image', await (await shrinker()).shrinkPhoto(file), 'photo.jpg');
  return api<UploadedImage>('/host/certify/images', { form, query: { kind } });
}

export function useUploadCertifyImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: CertifyImageKind; file: File }) => uploadCertifyImage(kind, file),
    onSuccess: (answer) => client.setQueryData(['host', 'certify'], answer.progress),
  });
}
