import { useMutation } from '@tanstack/react-query';
import type { ConsoleAuditSearch } from '@lendwell/contracts';
import { download } from '../../../lib/api';

/** Downloads every entry the search matches as CSV (decision 107). */
export function exportAuditLog(search: ConsoleAuditSearch): Promise<void> {
  return download('/audit.csv', search, 'audit-log.csv');
}

export function useExportAuditLog() {
  return useMutation({ mutationFn: exportAuditLog });
}
