import { useMutation } from '@tanstack/react-query';
import type { PreviewSession } from '@lendwell/contracts';
import { apiRequest } from '@/lib/api-client';

/** Sandbox only: a fresh session for the demo borrower. */
export function createPreviewSession(): Promise<PreviewSession> {
  return apiRequest<PreviewSession>('/sandbox/preview-session');
}

export function useCreatePreviewSession() {
  return useMutation({ mutationFn: createPreviewSession });
}
