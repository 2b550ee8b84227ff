import { useQuery } from '@tanstack/react-query';
import type { HostMessage } from '@lendwell/contracts';
import { api } from '@/lib/api-client';

/** The borrower's messages (payment reminders), newest first. */
export function getMessages(): Promise<HostMessage[]> {
  return api<{ items: HostMessage[] }>('/host/messages').then((d) => d.items);
}

export function useMessages() {
  return useQuery({ queryKey: ['host', 'messages'], queryFn: getMessages });
}
