import { useQuery } from '@tanstack/react-query';
import type { AgreementTemplateList } from '@lendwell/contracts';
import { get } from '../../../lib/api';

/** The prefix of every agreement query: a save refreshes the templates and their version lists. */
export const agreementTemplatesKey = ['agreement-templates'] as const;

export function getAgreementTemplates(): Promise<AgreementTemplateList> {
  return get<AgreementTemplateList>('/agreement-templates');
}

export function useAgreementTemplates() {
  return useQuery({ queryKey: agreementTemplatesKey, queryFn: getAgreementTemplates });
}
