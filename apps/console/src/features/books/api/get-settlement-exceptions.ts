import { useQuery } from '@tanstack/react-query';
import type { SettlementExceptionView } from '@lendwell/contracts';
import { get } from '../../../lib/api';
import { settlementsKey } from './get-settlement-imports';

export type ExceptionStatus = 'open' | 'resolved';

export function getSettlementExceptions(status: ExceptionStatus): Promise<{ rows: SettlementExceptionView[] }> {
  return get<{ rows: SettlementExceptionView[] }>(`/books/settlements/exceptions?status=${status}`);
}

export function useSettlementExceptions(status: ExceptionStatus) {
  return useQuery({
    queryKey: [...settlementsKey, 'exceptions', status],
    queryFn: () => getSettlementExceptions(status),
  });
}
