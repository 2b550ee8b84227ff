import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleContactInfo, ConsoleContactInfoInput } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { contactInfoKey } from './get-contact-info';

export function saveContactInfo(info: ConsoleContactInfoInput): Promise<ConsoleContactInfo> {
  return post<ConsoleContactInfo>('/config/contact-info', info);
}

export function useSaveContactInfo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveContactInfo,
    onSuccess: () => client.invalidateQueries({ queryKey: contactInfoKey }),
  });
}
