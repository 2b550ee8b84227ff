import { useMutation } from '@tanstack/react-query';
import { post } from '../../../lib/api';

export type ScriptPreview = { text: string; problem: string | null };

export function previewScript(body: string): Promise<ScriptPreview> {
  return post<ScriptPreview>('/collections/scripts/preview', { body });
}

export function usePreviewScript() {
  return useMutation({ mutationFn: previewScript });
}
