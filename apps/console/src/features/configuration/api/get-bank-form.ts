import { useQuery } from '@tanstack/react-query';
import type { ConsoleBankFormItem } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export const bankFormKey = ['config', 'bank-form'] as const;

export function getBankForm(): Promise<{ items: ConsoleBankFormItem[] }> {
  return get<{ items: ConsoleBankFormItem[] }>('/config/bank-form');
}

export function useBankForm() {
  return useQuery({ queryKey: bankFormKey, queryFn: getBankForm });
}
