import { useQuery } from '@tanstack/react-query';
import { CONTACT_INFO_OVERALL } from '@lendwell/contracts/constants';
import type { ContactInfo } from '@lendwell/contracts';
import { apiLoad } from '@/lib/api-client';

export function getContactInfo(): Promise<ContactInfo> {
  return apiLoad<ContactInfo>('/v3/personal-center/contact-kf-info', {
    body: { overall: CONTACT_INFO_OVERALL },
    loading: true,
  });
}

export function useContactInfo() {
  return useQuery({ queryKey: ['contact-info'], queryFn: getContactInfo, staleTime: 5 * 60_000 });
}
