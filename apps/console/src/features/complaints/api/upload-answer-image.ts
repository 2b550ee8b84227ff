import { useMutation } from '@tanstack/react-query';
import { upload } from '../../../lib/api';

export type UploadedImage = { key: string; url: string };

/** One answer image, checked and re-encoded by the server and filed under the complaint's borrower. */
export function uploadAnswerImage({ complaintId, file }: { complaintId: number; file: File }): Promise<UploadedImage> {
  return upload<UploadedImage>(`/complaints/${complaintId}/images`, 'image', file);
}

export function useUploadAnswerImage() {
  return useMutation({ mutationFn: uploadAnswerImage });
}
