import { SUCCESS_CODE_LEGACY } from '@lendwell/contracts/constants';
import { apiRequest } from '@/lib/api-client';
import { cm } from '../messages';
import { toast } from '@/lib/toast';

/** The shrinker loads when the first photo is chosen, not with the screen (decision 131's route budget). */
const shrinker = () => import('@lendwell/client-kit/shrink-photo');

export async function uploadProblemImage(file: File): Promise<{ url: string }> {
  const form = new FormData();
  form.append('problemImage', await (await shrinker()).shrinkPhoto(file), 'evidence.jpg');
  const data = await apiRequest<{ url: string; key: string }>('/user-problem/upload-problem-img', {
    body: form,
    successCodes: [SUCCESS_CODE_LEGACY],
  });
  toast(cm.uploadSucceeded);
  return { url: data.url };
}
