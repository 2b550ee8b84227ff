import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettlementImportView } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { booksKey } from './get-books-days';

export type SettlementReport = { provider: SettlementImportView['provider']; fileName: string; content: string };
export type SettlementImported = { duplicate: boolean; import: SettlementImportView };

/** The provider's settlement report as text; the same file twice adds nothing (`duplicate`). */
export function importSettlement(report: SettlementReport): Promise<SettlementImported> {
  return post<SettlementImported>('/books/settlements', report);
}

export function useImportSettlement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importSettlement,
    // A settlement moves money in the books (decision 116): clearing, the bank and the trial balance refresh too.
    onSuccess: () => client.invalidateQueries({ queryKey: booksKey }),
  });
}
