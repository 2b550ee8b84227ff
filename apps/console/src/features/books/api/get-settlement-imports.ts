import { useQuery } from '@tanstack/react-query';
import type { SettlementImportView } from '@lendwell/contracts';
import { get } from '../../../lib/api';
import { booksKey } from './get-books-days';

/** Imports and exceptions both start with this: an upload or a resolution refreshes both. */
export const settlementsKey = [...booksKey, 'settlements'] as const;

export function getSettlementImports(): Promise<{ rows: SettlementImportView[] }> {
  return get<{ rows: SettlementImportView[] }>('/books/settlements');
}

export function useSettlementImports() {
  return useQuery({ queryKey: [...settlementsKey, 'imports'], queryFn: getSettlementImports });
}
