import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type BindCardInput = {
  cardType: number;
  channelNumber: string;
  productId: string | undefined;
  values: Record<string, string>;
  /** The SMS code, when the new card replaces the account bound now (decision 030). */
  verifyCode?: string;
};

export function bindCard({
  cardType,
  channelNumber,
  productId,
  values,
  verifyCode,
}: BindCardInput): Promise<{ accountId: number; masked: string }> {
  return apiRequest('/bind-card-new', {
    body: { ...values, cardType, channelNumber, product_id: productId, ...(verifyCode ? { verifyCode } : {}) },
    loading: true,
  });
}

export function useBindCard() {
  return useMutation({ mutationFn: bindCard });
}
