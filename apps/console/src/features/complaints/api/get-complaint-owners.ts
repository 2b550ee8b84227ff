import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/api';

export type ComplaintOwner = { id: number; name: string; role: string };

/** The staff a complaint can be given to. */
export function getComplaintOwners(): Promise<{ items: ComplaintOwner[] }> {
  return get<{ items: ComplaintOwner[] }>('/complaint-owners');
}

export function useComplaintOwners() {
  return useQuery({ queryKey: ['complaint-owners'], queryFn: getComplaintOwners });
}
