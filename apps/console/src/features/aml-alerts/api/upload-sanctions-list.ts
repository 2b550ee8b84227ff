import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AmlListView } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { amlOverviewKey } from './get-aml-overview';

/** Uploads the UN consolidated list's XML; the screening job screens every borrower against it. */
export async function uploadSanctionsList(file: File): Promise<AmlListView> {
  return post<AmlListView>('/compliance/aml/lists', { xml: await file.text() });
}

export function useUploadSanctionsList() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadSanctionsList,
    onSuccess: () => client.invalidateQueries({ queryKey: amlOverviewKey }),
  });
}
