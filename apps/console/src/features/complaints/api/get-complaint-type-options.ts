import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api';

export type ComplaintTypeOption = { value: number; title: string };

/** The complaint types borrowers choose from, for the desk's filter. */
export function getComplaintTypeOptions(): Promise<{ items: ComplaintTypeOption[] }> {
  return get<{ items: ComplaintTypeOption[] }>('/complaint-types');
}

export function useComplaintTypeOptions() {
  return useQuery({ queryKey: ['complaint-type-options'], queryFn: getComplaintTypeOptions });
}
