import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CollectionReports, REPORT_NAMES } from '@lendwell/contracts';
import { get } from '../../../lib/api';
import { collectionsKey } from './get-collection-queue';

export type ReportName = (typeof REPORT_NAMES)[number];

/** Where a report's CSV downloads from (decision 127). */
export const reportCsvPath = (report: ReportName, months: number) =>
  `/collections/reports.csv?report=${report}&months=${months}`;

export function getCollectionReports(months: number): Promise<CollectionReports> {
  return get<CollectionReports>(`/collections/reports?months=${months}`);
}

export function useCollectionReports(months: number) {
  return useQuery({
    queryKey: [...collectionsKey, 'reports', months],
    queryFn: () => getCollectionReports(months),
    placeholderData: keepPreviousData,
  });
}
