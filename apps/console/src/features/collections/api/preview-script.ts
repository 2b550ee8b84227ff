import { useMutation } from '@tanstack/react-query';
import type { CallScriptPreview } from '@lendwell/contracts';
import { post } from '../../../lib/api';

export function previewScript(body: string): Promise<CallScriptPreview> {
  return post<CallScriptPreview>('/collections/scripts/preview', { body });
}

export function usePreviewScript() {
  return useMutation({ mutationFn: previewScript });
}
