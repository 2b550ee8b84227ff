// Sandbox payouts, asynchronous like a real provider (decision 040): a request is accepted as pending,
// and the outcome arrives later as a signed callback through our own HTTP stack; the status query
// answers from the sandbox's own books. Account endings drill every path:
//   0000 refused at once as an invalid account (the borrower is asked to rebind);
//   9999 the first attempt gets no answer (a timeout; reconciliation finds it never arrived);
//   1111 accepted, then fails at the bank with AC04 (account closed: rebind);
//   3333 accepted and held pending until `release` (the console's sandbox drill), for a screen to be seen;
//   anything else succeeds. `returnLater` makes a succeeded payout come back from the bank.
// Without `deliver` (older callers) it answers synchronously as before: ok means the money left.
import { randomBytes } from 'node:crypto';
import { constantTimeEqual, hmac } from '../../lib/secrets.js';
import { PayoutSignatureError, type PayoutAdapter, type PayoutResult, type PayoutStatus } from './payout-adapter.js';

export const SANDBOX_FAILING_SUFFIX = '0000';
/** The first attempt to an account ending in 9999 gets no answer, as when a provider times out. */
export const SANDBOX_TIMEOUT_SUFFIX = '9999';
/** Accepted, then refused by the bank later: the account is closed. */
export const SANDBOX_LATE_FAILURE_SUFFIX = '1111';
/** Accepted and pending until released by hand. */
export const SANDBOX_HELD_SUFFIX = '3333';

export type SandboxPayoutOptions = {
  /** Signs callbacks (derived from the app secret). */
  secret: string;
  /** Delivers a callback to our server. */
  deliver: (fields: Record<string, string>) => Promise<void>;
  /** How long the "bank" takes; 0 delivers the callback before the request is answered (a race real providers have). */
  callbackDelayMs: number;
  /** The business date, for the day's report. */
  today: () => Promise<string>;
};

type Txn = {
  reference: string;
  amountCents: number;
  letter: 'P' | 'S' | 'F' | 'R';
  message: string;
  settledOn: string | null;
};

export type SandboxPayout = PayoutAdapter & {
  /** The receiving bank returns a payout that had succeeded (a credit that bounced days later). */
  returnLater(txnId: string): Promise<boolean>;
  /** Sends the callback for a transaction again (duplicate delivery). */
  redeliver(txnId: string): Promise<void>;
  /**
   * The bank credits a payout held pending (account ending 3333); false when there is none. With
   * `deliver: false` the callback is lost, so only the status query (reconciliation) learns of it.
   */
  release(txnId: string, options?: { deliver?: boolean }): Promise<boolean>;
};

export function createSandboxPayout(options?: SandboxPayoutOptions): SandboxPayout {
  const books = new Map<string, Txn>();
  const answers = new Map<string, PayoutResult>();
  const sign = (f: Record<string, string>) =>
    hmac(options?.secret ?? 'sandbox', [f.txnid, f.refno, f.status, f.message].join(':'));

  async function notify(txnId: string) {
    const txn = books.get(txnId);
    if (!txn || !options) return;
    const fields = { txnid: txnId, refno: txn.reference, status: txn.letter, message: txn.message };
    await options.deliver({ ...fields, signature: sign(fields) });
  }

  async function settle(txnId: string, last4: string, deliver = true) {
    const txn = books.get(txnId)!;
    if (last4 === SANDBOX_LATE_FAILURE_SUFFIX) {
      txn.letter = 'F';
      txn.message = 'AC04: account closed';
    } else {
      txn.letter = 'S';
      txn.message = 'credited';
      txn.settledOn = options ? await options.today() : null;
    }
    if (deliver) await notify(txnId);
  }

  return {
    name: 'sandbox',
    callbackAck: 'result=OK',

    async payout(request) {
      // Like a real provider, the same transaction id answers the first result and moves no money again.
      const earlier = answers.get(request.idempotencyKey);
      if (earlier) return earlier;
      const last4 = request.account?.last4 ?? '';
      if (last4 === SANDBOX_TIMEOUT_SUFFIX && request.idempotencyKey.endsWith('-1'))
        throw new Error('sandbox payout provider did not answer (timeout drill)');
      if (last4 === SANDBOX_FAILING_SUFFIX) {
        const refused: PayoutResult = {
          ok: false,
          reason: 'the bank refused the account (invalid account number)',
          rebind: true,
        };
        answers.set(request.idempotencyKey, refused);
        return refused;
      }
      const reference = `SBPO${randomBytes(6).toString('hex').toUpperCase()}`;
      if (!options) {
        const paid: PayoutResult = { ok: true, reference };
        answers.set(request.idempotencyKey, paid);
        return paid;
      }
      books.set(request.idempotencyKey, {
        reference,
        amountCents: request.amountCents,
        letter: 'P',
        message: 'accepted',
        settledOn: null,
      });
      const accepted: PayoutResult = { ok: true, reference, pending: true };
      answers.set(request.idempotencyKey, accepted);
      if (last4 === SANDBOX_HELD_SUFFIX) return accepted;
      if (options.callbackDelayMs === 0) await settle(request.idempotencyKey, last4);
      else {
        const timer = setTimeout(
          () => void settle(request.idempotencyKey, last4).catch(() => undefined),
          options.callbackDelayMs,
        );
        timer.unref();
      }
      return accepted;
    },

    async queryStatus(txnId): Promise<PayoutStatus> {
      const txn = books.get(txnId);
      if (!txn) return { state: 'unknown' };
      if (txn.letter === 'S') return { state: 'succeeded', reference: txn.reference, letter: 'S' };
      if (txn.letter === 'R')
        return { state: 'returned', reference: txn.reference, letter: 'R', reason: 'the account is closed (AC04)' };
      if (txn.letter === 'F')
        return {
          state: 'failed',
          reference: txn.reference,
          letter: 'F',
          reason: 'the account is closed (AC04)',
          rebind: true,
        };
      return { state: 'pending', reference: txn.reference, letter: 'P' };
    },

    verifyCallback(fields) {
      const { txnid = '', refno = '', status = '', message = '', signature = '' } = fields;
      if (!txnid || !constantTimeEqual(signature, sign({ txnid, refno, status, message })))
        throw new PayoutSignatureError('sandbox payout callback signature does not match');
      return { txnId: txnid, reference: refno, letter: status, message };
    },

    async dailyTotal(businessDate) {
      let count = 0;
      let amountCents = 0;
      for (const txn of books.values())
        if (txn.letter === 'S' && txn.settledOn === businessDate) {
          count += 1;
          amountCents += txn.amountCents;
        }
      return { count, amountCents };
    },

    async returnLater(txnId) {
      const txn = books.get(txnId);
      if (!txn || txn.letter !== 'S') return false;
      txn.letter = 'R';
      txn.message = 'AC04: account closed';
      await notify(txnId);
      return true;
    },

    async redeliver(txnId) {
      await notify(txnId);
    },

    async release(txnId, how) {
      const txn = books.get(txnId);
      if (!txn || txn.letter !== 'P') return false;
      await settle(txnId, '', how?.deliver ?? true);
      return true;
    },
  };
}
