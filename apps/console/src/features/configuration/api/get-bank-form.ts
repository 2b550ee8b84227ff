import { useQuery } from '@tanstack/react-query';
import type { ConsoleBankFormList } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export const bankFormKey = ['config', 'bank-form'] as const;

export function getBankForm(): Promise<ConsoleBankFormList> {
  return get<ConsoleBankFormList>('/config/bank-form');
}

export function useBankForm() {
  return useQuery({ queryKey: bankFormKey, queryFn: getBankForm });
}
