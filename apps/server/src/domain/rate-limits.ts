// Request limits for the endpoints that send SMS or check secrets (decision 030).
// Pure data and words: the rate-limit plugin counts in PostgreSQL so every server instance shares them.

/** What a counter is kept per: the client address, the device the host names, the signed-in borrower, or everyone. */
export type LimitKeyKind = 'address' | 'device' | 'borrower' | 'global';

export type LimitRule = { per: LimitKeyKind; max: number; windowSeconds: number };

const MINUTE = 60;

/**
 * One scope per cost: `sms` is shared by every endpoint that sends a code (an address cannot add up
 * 10 login codes and 10 promotion codes), `code-check` by every endpoint that checks one. Address
 * limits are generous for carrier NAT; device and borrower limits are tight; global ones bound a
 * spread-out attack and the SMS bill.
 */
export const RATE_LIMITS = {
  sms: [
    { per: 'device', max: 5, windowSeconds: 10 * MINUTE },
    { per: 'borrower', max: 5, windowSeconds: 10 * MINUTE },
    { per: 'address', max: 20, windowSeconds: 10 * MINUTE },
    { per: 'global', max: 600, windowSeconds: MINUTE },
  ],
  'code-check': [
    { per: 'device', max: 15, windowSeconds: 10 * MINUTE },
    { per: 'borrower', max: 15, windowSeconds: 10 * MINUTE },
    { per: 'address', max: 60, windowSeconds: 10 * MINUTE },
    { per: 'global', max: 3000, windowSeconds: MINUTE },
  ],
  'staff-login': [
    { per: 'address', max: 60, windowSeconds: 10 * MINUTE },
    { per: 'global', max: 600, windowSeconds: MINUTE },
  ],
  /** Binding a payout account reveals whether a number is taken; a borrower gets few tries. */
  'bind-card': [
    { per: 'borrower', max: 10, windowSeconds: 60 * MINUTE },
    { per: 'address', max: 40, windowSeconds: 60 * MINUTE },
  ],
  'promotion-page': [{ per: 'address', max: 120, windowSeconds: MINUTE }],
  'promotion-track': [{ per: 'address', max: 120, windowSeconds: MINUTE }],
  'promotion-captcha': [{ per: 'address', max: 60, windowSeconds: 10 * MINUTE }],
} as const satisfies Record<string, readonly LimitRule[]>;

export type LimitScope = keyof typeof RATE_LIMITS;

/**
 * Scopes whose limits count guesses, not visits: a request that succeeds gives its count back. Staff of
 * one office share an address, and at the start of a shift they all log in within minutes; only wrong
 * passwords should use up the address's 60. Every attempt is still counted before it is checked, so a
 * burst of guesses holds exactly; a success gives back one count of the window live when it succeeds.
 */
export const SUCCESS_GIVES_BACK: readonly LimitScope[] = ['staff-login'];

/** The sentence a person reads when a limit refuses them; the wait is rounded up. */
export function limitRefusal(per: LimitKeyKind, retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds < 60
      ? `${Math.max(1, retryAfterSeconds)} seconds`
      : `${Math.ceil(retryAfterSeconds / 60)} minute${Math.ceil(retryAfterSeconds / 60) === 1 ? '' : 's'}`;
  const who = {
    address: 'Too many requests from your network.',
    device: 'Too many requests from this device.',
    borrower: 'Too many requests for your account.',
    global: 'We are receiving too many requests right now.',
  }[per];
  return `${who} Please try again in ${wait}.`;
}
