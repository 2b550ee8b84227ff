import { useQuery } from '@tanstack/react-query';
import type { SmsMessage } from '@lendwell/contracts';
import { apiRequest } from '@/lib/api-client';

/** Sandbox only: the last messages the sandbox SMS gateway "sent". */
export function getSmsOutbox(): Promise<{ items: SmsMessage[] }> {
  return apiRequest<{ items: SmsMessage[] }>('/sandbox/sms-outbox', { method: 'GET', quiet: true });
}

export function useSmsOutbox(enabled: boolean) {
  return useQuery({ queryKey: ['sandbox', 'sms-outbox'], queryFn: getSmsOutbox, enabled });
}
