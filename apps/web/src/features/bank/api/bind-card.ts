import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type BindCardInput = {
  /** bind-card-change when the borrower came from the loan detail (spec). */
  change: boolean;
  cardType: number;
  channelNumber: string;
  productId: string | undefined;
  values: Record<string, string>;
};

export type BindCardResult = { accountId: number; masked: string; institution: string; replaced: boolean };

export function bindCard({
  change,
  cardType,
  channelNumber,
  productId,
  values,
}: BindCardInput): Promise<BindCardResult> {
  return apiRequest<BindCardResult>(change ? '/bind-card-change' : '/bind-card-new', {
    body: { ...values, cardType, channelNumber, product_id: productId },
    loading: true,
  });
}

export function useBindCard() {
  return useMutation({ mutationFn: bindCard });
}
