import { useQuery } from '@tanstack/react-query';
import type { ConsoleContactInfo } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export const contactInfoKey = ['config', 'contact-info'] as const;

/** The customer-service contacts, or null before anyone saved them. */
export function getContactInfo(): Promise<ConsoleContactInfo | null> {
  return get<ConsoleContactInfo | null>('/config/contact-info');
}

export function useContactInfo() {
  return useQuery({ queryKey: contactInfoKey, queryFn: getContactInfo });
}
