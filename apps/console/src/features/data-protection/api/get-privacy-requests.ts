import { useQuery } from '@tanstack/react-query';
import type { PrivacyRequestView } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export const privacyRequestsKey = ['privacy', 'requests'] as const;

/** Open requests under RA 10173 by due date, then those decided lately (decision 126). */
export function getPrivacyRequests(): Promise<PrivacyRequestView[]> {
  return get<PrivacyRequestView[]>('/privacy/requests');
}

export function usePrivacyRequests() {
  return useQuery({ queryKey: privacyRequestsKey, queryFn: getPrivacyRequests });
}
