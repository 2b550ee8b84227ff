import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GlMappingSaved } from '@lendwell/contracts';
import { post } from '../../../lib/api';

export type MappingChange = { ledgerAccount: string; glCode: string };

export function saveMapping({ ledgerAccount, glCode }: MappingChange): Promise<GlMappingSaved> {
  return post<GlMappingSaved>(`/books/chart/mappings/${encodeURIComponent(ledgerAccount)}`, { glCode });
}

export function useSaveMapping() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveMapping,
    // Every report rolls up through the mapping.
    onSuccess: () => client.invalidateQueries({ queryKey: ['books'] }),
  });
}
