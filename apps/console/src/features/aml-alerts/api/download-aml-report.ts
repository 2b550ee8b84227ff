import { download } from '../../../lib/api';

/** Saves the filed reports of one type as the report file (audited on the server). */
export function downloadAmlReport(type: 'STR' | 'CTR'): Promise<void> {
  return download('/compliance/aml/reports.csv', { type }, `${type.toLowerCase()}.csv`);
}
