import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleComplaintTypeSaved } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { complaintTypesKey } from './get-complaint-types';

/** A rename (with `id`), or a new type: top level, or a sub-type under `parentValue`; `value` only when chosen. */
export type ComplaintTypeChange =
  | { id: number; title: string; titleFil: string; sort: number }
  | { parentValue: number | null; title: string; titleFil: string; sort: number; value?: number };

export function saveComplaintType(change: ComplaintTypeChange): Promise<ConsoleComplaintTypeSaved> {
  if ('id' in change)
    return post<ConsoleComplaintTypeSaved>(`/config/complaint-types/${change.id}`, {
      title: change.title,
      titleFil: change.titleFil,
      sort: change.sort,
    });
  return post<ConsoleComplaintTypeSaved>('/config/complaint-types', change);
}

export function useSaveComplaintType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveComplaintType,
    onSuccess: () => client.invalidateQueries({ queryKey: complaintTypesKey }),
  });
}
