import { SUCCESS_CODE_LEGACY } from '@lendwell/contracts/constants';
import { apiRequest } from '@/lib/api-client';
import { cm } from '../messages';
import { toast } from '@/lib/toast';

const MAX_SIDE = 1600;

/** Shrinks a photo in the browser before upload: phones take 10+ MB pictures; 1600 px is plenty. */
export async function shrinkPhoto(file: File): Promise<Blob> {
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    return blob ?? file;
  } catch {
    return file; // The server checks and re-encodes anyway.
  }
}

export async function uploadProblemImage(file: File): Promise<{ url: string }> {
  const form = new FormData();
  form.append('problemImage', await shrinkPhoto(file), 'evidence.jpg');
  const data = await apiRequest<{ url: string; key: string }>('/user-problem/upload-problem-img', {
    body: form,
    successCodes: [SUCCESS_CODE_LEGACY],
  });
  toast(cm.uploadSucceeded);
  return { url: data.url };
}
