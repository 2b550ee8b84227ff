// Sandbox payouts: every account pays out, except one whose number ends in 0000, which the
// "bank" refuses as invalid, so the rebind path can be exercised end to end, and one ending in 9999,
// whose first attempt gets no answer, so the stuck-payout path can be too.
import { randomBytes } from 'node:crypto';
import type { PayoutAdapter, PayoutResult } from './payout-adapter.js';

export const SANDBOX_FAILING_SUFFIX = '0000';
/** The first attempt to an account ending in 9999 gets no answer, as when a provider times out. */
export const SANDBOX_TIMEOUT_SUFFIX = '9999';

export function createSandboxPayout(): PayoutAdapter {
  // Like a real provider, the same idempotency key answers the first result and moves no money again.
  const seen = new Map<string, PayoutResult>();
  return {
    name: 'sandbox',
    async payout(request) {
      const earlier = seen.get(request.idempotencyKey);
      if (earlier) return earlier;
      if (request.account?.last4 === SANDBOX_TIMEOUT_SUFFIX && request.idempotencyKey.endsWith('-1'))
        throw new Error('sandbox payout provider did not answer (timeout drill)');
      const result: PayoutResult =
        request.account?.last4 === SANDBOX_FAILING_SUFFIX
          ? { ok: false, reason: 'the bank refused the account (invalid account number)', rebind: true }
          : { ok: true, reference: `SBPO${randomBytes(6).toString('hex').toUpperCase()}` };
      seen.set(request.idempotencyKey, result);
      return result;
    },
  };
}
