import { useQuery } from '@tanstack/react-query';
import type { ConsoleComplaintType } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export const complaintTypesKey = ['config', 'complaint-types'] as const;

export function getComplaintTypes(): Promise<{ items: ConsoleComplaintType[] }> {
  return get<{ items: ConsoleComplaintType[] }>('/config/complaint-types');
}

export function useComplaintTypes() {
  return useQuery({ queryKey: complaintTypesKey, queryFn: getComplaintTypes });
}
