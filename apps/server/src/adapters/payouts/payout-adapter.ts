// Paying a loan's net proceeds out to the borrower's bound account. A refusal for a reason the
// borrower can fix (a closed or wrong account) is `rebind`: the borrower is asked to bind again.
export type PayoutRequest = {
  orderNo: string;
  amountCents: number;
  account: { institution: string; channelNumber: string; last4: string } | null;
  /** One per attempt (`<orderNo>-<attempt>`): a provider that sees it again answers the first result instead of paying twice. */
  idempotencyKey: string;
};
export type PayoutResult = { ok: true; reference: string } | { ok: false; reason: string; rebind: boolean };

export interface PayoutAdapter {
  readonly name: string;
  payout(request: PayoutRequest): Promise<PayoutResult>;
}
