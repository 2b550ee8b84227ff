import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleDeleted } from '@lendwell/contracts';
import { post } from '../../../lib/api';
import { bankFormKey } from './get-bank-form';

export function deleteBankFormItem(id: number): Promise<ConsoleDeleted> {
  return post<ConsoleDeleted>(`/config/bank-form/${id}/delete`);
}

export function useDeleteBankFormItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteBankFormItem,
    // A refusal may mean someone else changed it first: the list is read again either way.
    onSettled: () => client.invalidateQueries({ queryKey: bankFormKey }),
  });
}
