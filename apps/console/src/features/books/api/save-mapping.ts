import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GlMappingSaved, ProposedAnswer } from '@lendwell/contracts';
import { post } from '../../../lib/api';

export type MappingChange = { ledgerAccount: string; glCode: string; reason?: string };

/** Changes a mapping, or proposes it for a second person when the setting asks (decision 123). */
export function saveMapping({
  ledgerAccount,
  glCode,
  reason,
}: MappingChange): Promise<GlMappingSaved | ProposedAnswer> {
  return post<GlMappingSaved | ProposedAnswer>(`/books/chart/mappings/${encodeURIComponent(ledgerAccount)}`, {
    glCode,
    ...(reason ? { reason } : {}),
  });
}

export function useSaveMapping() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveMapping,
    // Every report rolls up through the mapping.
    onSuccess: () => client.invalidateQueries({ queryKey: ['books'] }),
  });
}
