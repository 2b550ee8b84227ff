import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api';

export type MappingChange = { ledgerAccount: string; glCode: string };

export function saveMapping({ ledgerAccount, glCode }: MappingChange): Promise<MappingChange> {
  return post<MappingChange>(`/books/chart/mappings/${encodeURIComponent(ledgerAccount)}`, { glCode });
}

export function useSaveMapping() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveMapping,
    // Every report rolls up through the mapping.
    onSuccess: () => client.invalidateQueries({ queryKey: ['books'] }),
  });
}
