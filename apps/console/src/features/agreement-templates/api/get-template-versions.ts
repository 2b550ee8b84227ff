import { useQuery } from '@tanstack/react-query';
import type { AgreementTemplateVersions } from '@lendwell/contracts';
import { get } from '../../../lib/api';
import { agreementTemplatesKey } from './get-agreement-templates';

export const templateVersionsKey = (position: number) => [...agreementTemplatesKey, position, 'versions'] as const;

export function getTemplateVersions(position: number): Promise<AgreementTemplateVersions> {
  return get<AgreementTemplateVersions>(`/agreement-templates/${position}/versions`);
}

export function useTemplateVersions(position: number) {
  return useQuery({ queryKey: templateVersionsKey(position), queryFn: () => getTemplateVersions(position) });
}
