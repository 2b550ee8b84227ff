// Sandbox payouts: every account pays out, except one whose number ends in 0000, which the
// "bank" refuses as invalid, so the rebind path can be exercised end to end.
import { randomBytes } from 'node:crypto';
import type { PayoutAdapter } from './payout-adapter.js';

export const SANDBOX_FAILING_SUFFIX = '0000';

export function createSandboxPayout(): PayoutAdapter {
  return {
    name: 'sandbox',
    async payout(request) {
      if (request.account?.last4 === SANDBOX_FAILING_SUFFIX) return { ok: false, reason: 'the bank refused the account (invalid account number)', rebind: true };
      return { ok: true, reference: `SBPO${randomBytes(6).toString('hex').toUpperCase()}` };
    },
  };
}
