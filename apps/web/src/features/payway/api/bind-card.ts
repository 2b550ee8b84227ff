import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type BindCardInput = {
  cardType: number;
  channelNumber: string;
  productId: string | undefined;
  values: Record<string, string>;
};

export function bindCard({
  cardType,
  channelNumber,
  productId,
  values,
}: BindCardInput): Promise<{ accountId: number; masked: string }> {
  return apiRequest('/bind-card-new', {
    body: { ...values, cardType, channelNumber, product_id: productId },
    loading: true,
  });
}

export function useBindCard() {
  return useMutation({ mutationFn: bindCard });
}
