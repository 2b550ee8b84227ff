import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type BindCardInput = {
  /** bind-card-change when the borrower came from the loan detail (spec). */
  change: boolean;
  cardType: number;
  /** The bank transfer channel; absent for an e-wallet. */
  channelNumber?: string;
  productId: string | undefined;
  values: Record<string, string>;
  /** The SMS code, when the save replaces the account bound now. */
  verifyCode?: string;
};

export type BindCardResult = { accountId: number; masked: string; institution: string; replaced: boolean };

export function bindCard({
  change,
  cardType,
  channelNumber,
  productId,
  values,
  verifyCode,
}: BindCardInput): Promise<BindCardResult> {
  return apiRequest<BindCardResult>(change ? '/bind-card-change' : '/bind-card-new', {
    body: { ...values, cardType, channelNumber, product_id: productId, ...(verifyCode ? { verifyCode } : {}) },
    loading: true,
    // The form shows the refusal beside its field, or toasts it itself.
    quiet: true,
  });
}

export function useBindCard() {
  return useMutation({ mutationFn: bindCard });
}
