import { useQuery } from '@tanstack/react-query';
import type { HostCustomerService } from '@lendwell/contracts';
import { api } from '@/lib/api-client';

/** Contacts, service hours, common questions and the complaint pages. */
export function getCustomerService(): Promise<HostCustomerService> {
  return api<HostCustomerService>('/host/customer-service/init');
}

export function useCustomerService() {
  return useQuery({ queryKey: ['host', 'customer-service'], queryFn: getCustomerService, staleTime: 5 * 60_000 });
}
