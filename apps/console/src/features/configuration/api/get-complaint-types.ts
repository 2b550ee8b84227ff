import { useQuery } from '@tanstack/react-query';
import type { ConsoleComplaintTypeList } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export const complaintTypesKey = ['config', 'complaint-types'] as const;

export function getComplaintTypes(): Promise<ConsoleComplaintTypeList> {
  return get<ConsoleComplaintTypeList>('/config/complaint-types');
}

export function useComplaintTypes() {
  return useQuery({ queryKey: complaintTypesKey, queryFn: getComplaintTypes });
}
