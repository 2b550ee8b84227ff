import { useQuery } from '@tanstack/react-query';
import type { SmsMessage } from '@lendwell/contracts';
import { get } from '../../../lib/api';

/** The newest 20 texts the sandbox's SMS gateway took, for one phone when given. */
export function getSmsOutbox(phone: string): Promise<{ items: SmsMessage[] }> {
  return get<{ items: SmsMessage[] }>(`/sms-outbox?limit=20${phone ? `&phone=${encodeURIComponent(phone)}` : ''}`);
}

export function useSmsOutbox(phone: string) {
  return useQuery({ queryKey: ['sms-outbox', phone], queryFn: () => getSmsOutbox(phone) });
}
