// Paying money out to a borrower's bound account (loan proceeds; refunds of borrower credit). A refusal
// for a reason the borrower can fix (a closed or wrong account) is `rebind`: the borrower is asked to
// bind again. Providers answer asynchronously (decision 040): a request is usually only accepted
// (`pending`), and the outcome comes later by a signed callback or a status query.

/** The destination as the adapter sees it. The full number is never a field: only `reveal()` yields it. */
export type PayoutAccount = {
  institution: string;
  channelNumber: string;
  last4: string;
  /**
   * Decrypts the full account number (or e-wallet mobile) at the moment of the call. A function, not a
   * field, so the number never sits in an object that could be logged, serialised or kept.
   */
  reveal?: () => string;
  /** The account holder's name, where the bank form asks for it. */
  holderName?: string;
};

export type PayoutRequest = {
  orderNo: string;
  amountCents: number;
  account: PayoutAccount | null;
  /** One per attempt (`<orderNo>-<attempt>`): the provider's merchant transaction id; sent again, it answers the first result and pays nothing twice. */
  idempotencyKey: string;
  /** The provider's channel code of the bank or e-wallet (domain/payouts/routing.ts); the adapter's default when absent. */
  channelCode?: string;
  description?: string;
  /** Who the provider notifies (the borrower's e-mail and mobile). */
  email?: string;
  mobile?: string;
};

/**
 * `ok: true` without `pending` means the money left (the original synchronous answer). `pending: true`
 * means the provider accepted the request and the outcome comes later: nothing is booked yet.
 */
export type PayoutResult =
  { ok: true; reference: string; pending?: boolean } | { ok: false; reason: string; rebind: boolean };

/** What the provider says about one transaction now. `unknown`: it has never seen the transaction id. */
export type PayoutStatus =
  | { state: 'pending'; reference: string | null; letter: string }
  | { state: 'succeeded'; reference: string; letter: string }
  | { state: 'failed'; reference: string | null; letter: string; reason: string; rebind: boolean }
  | { state: 'returned'; reference: string; letter: string; reason: string }
  | { state: 'unknown' };

/** A verified callback: only a hint, believed after a status query. */
export type PayoutNotice = { txnId: string; reference: string; letter: string; message: string };

export class PayoutSignatureError extends Error {}

export interface PayoutAdapter {
  readonly name: string;
  payout(request: PayoutRequest): Promise<PayoutResult>;
  /** Asks the provider about a merchant transaction id. Optional for backward compatibility; every real adapter has it. */
  queryStatus?(txnId: string): Promise<PayoutStatus>;
  /** Checks a callback's signature (constant time); throws PayoutSignatureError. */
  verifyCallback?(fields: Record<string, string>): PayoutNotice;
  /** The body the provider expects as an acknowledgement. */
  readonly callbackAck?: string;
  /** The provider's total of payouts that left on a day (its settlement report), for reconciliation. */
  dailyTotal?(businessDate: string): Promise<{ count: number; amountCents: number }>;
}
