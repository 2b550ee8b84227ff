import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgreementClause, AgreementTemplateSaved } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { agreementTemplatesKey } from './get-agreement-templates';

export type AgreementSave = { position: number; clauses: AgreementClause[]; baseVersion: number };

/** Saves the clauses as a new version; `baseVersion` lets the server refuse a save over someone else's. */
export function saveAgreement({ position, ...body }: AgreementSave): Promise<AgreementTemplateSaved> {
  return post<AgreementTemplateSaved>(`/agreement-templates/${position}`, body);
}

export function useSaveAgreement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAgreement,
    onSuccess: () => client.invalidateQueries({ queryKey: agreementTemplatesKey }),
  });
}
