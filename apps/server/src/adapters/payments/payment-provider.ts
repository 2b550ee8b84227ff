// The port every payment provider implements (docs/decisions/018-payment-providers.md). Providers
// speak Dragonpay-style status letters; statusOf maps them to what our books need to know.

/** What the borrower does next: go to a checkout page, pay a code at a counter, or scan a QR. */
export type Collection =
  | { method: 'redirect'; url: string }
  | { method: 'paycode'; payCode: string; instructions: string; expiresAt: Date }
  | { method: 'qr'; qrData: string; expiresAt: Date };

export type CreateCollectionInput = {
  /** Our transaction id at the provider (payments.payment_no). */
  paymentNo: string;
  amountCents: number;
  description: string;
  email: string;
  channelNumber: string;
  /** ewallet, otc, bank or qr: how the channel collects. */
  channelKind: string;
  expiresAt: Date;
  returnUrl: string;
  callbackUrl: string;
};

/** completed: money received; reversed: refunded or charged back after completion. */
export type PaymentOutcome = 'completed' | 'pending' | 'failed' | 'reversed';

export type ProviderStatus = {
  outcome: PaymentOutcome;
  letter: string;
  providerRef: string | null;
  amountCents: number | null;
  /**
   * The calendar date (Asia/Manila) the payer paid, when the provider reports it: the payment's value
   * date. Absent or null, the payment counts from the day we learn of it.
   */
  paidOn?: string | null;
};

export type CallbackNotice = {
  paymentNo: string;
  providerRef: string;
  letter: string;
  outcome: PaymentOutcome;
  message: string;
};

export class CallbackSignatureError extends Error {}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'dragonpay';
  createCollection(input: CreateCollectionInput): Promise<Collection>;
  /** Checks the callback's signature in constant time; throws CallbackSignatureError when it fails. */
  verifyCallback(fields: Record<string, string>): CallbackNotice;
  /** The provider's own word on a transaction: the callback is only a hint to ask. */
  queryStatus(paymentNo: string): Promise<ProviderStatus>;
  cancel(paymentNo: string): Promise<void>;
  /** Charges a bound account (payway); providers without card rails throw. */
  chargeAccount(input: { paymentNo: string; amountCents: number; accountLast4: string }): Promise<ProviderStatus>;
  /** The body the provider expects back from a callback. */
  readonly callbackAck: string;
}

/** Status letters of the Payment Switch: S success, F failure, P pending, U unknown, R refund, K chargeback, V void, A authorized, G in progress. */
export function statusOf(letter: string): PaymentOutcome {
  switch (letter) {
    case 'S':
      return 'completed';
    case 'F':
    case 'V':
      return 'failed';
    case 'R':
    case 'K':
      return 'reversed';
    case 'P':
    case 'U':
    case 'A':
    case 'G':
      return 'pending';
    default:
      throw new Error(`unknown payment status letter ${JSON.stringify(letter)}`);
  }
}

/** Centavos as a decimal string with two places ("1234.50"), by string arithmetic. */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new Error(`not a centavo amount: ${cents}`);
  const s = String(cents).padStart(3, '0');
  return `${s.slice(0, -2)}.${s.slice(-2)}`;
}

/** "1234.5" or "1,234.50" → centavos, by string arithmetic; null when it is not an amount. */
export function decimalToCents(value: string | number): number | null {
  const text = String(value).replace(/,/g, '').trim();
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  const cents = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}
