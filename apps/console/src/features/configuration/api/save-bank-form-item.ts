import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleBankFormItem, ConsoleBankFormItemInput } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { bankFormKey } from './get-bank-form';

/** Adds a bank-form item, or (with `id`) changes one. */
export function saveBankFormItem({
  id,
  item,
}: {
  id?: number;
  item: ConsoleBankFormItemInput;
}): Promise<ConsoleBankFormItem> {
  return post<ConsoleBankFormItem>(id ? `/config/bank-form/${id}` : '/config/bank-form', item);
}

export function useSaveBankFormItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveBankFormItem,
    onSuccess: () => client.invalidateQueries({ queryKey: bankFormKey }),
  });
}
