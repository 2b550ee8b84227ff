import { useMutation } from '@tanstack/react-query';
import { post } from '../../../lib/api';

export type TemplatePreview = { text: string; problem: string | null };

export function previewTemplate(body: string): Promise<TemplatePreview> {
  return post<TemplatePreview>('/reminders/templates/preview', { body });
}

export function usePreviewTemplate() {
  return useMutation({ mutationFn: previewTemplate });
}
