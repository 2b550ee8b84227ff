import { useMutation } from '@tanstack/react-query';
import type { AgreementClause, AgreementPreview } from '@lendwell/contracts';
import { post } from '../../../lib/api';

/** The agreement as the borrower would see it with these clauses; nothing is stored. */
export function previewAgreement({
  position,
  clauses,
}: {
  position: number;
  clauses: AgreementClause[];
}): Promise<AgreementPreview> {
  return post<AgreementPreview>(`/agreement-templates/${position}/preview`, { clauses });
}

export function usePreviewAgreement() {
  return useMutation({ mutationFn: previewAgreement });
}
