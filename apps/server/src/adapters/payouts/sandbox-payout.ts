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
  /** The books; in memory when absent (one process only). */
  store?: SandboxPayoutStore;
};

/** One transaction in the sandbox's books. */
export type SandboxTxn = {
  /** The first answer to this transaction id, returned again on a repeat. */
  answer: PayoutResult;
  reference: string | null;
  amountCents: number;
  /** Null when refused at once (no money moved). */
  letter: 'P' | 'S' | 'F' | 'R' | null;
  message: string;
  /** What the bank will do once `settleAt` has passed; null while held by hand. */
  outcome: 'S' | 'F' | null;
  settleAt: Date | null;
  settledOn: string | null;
};

/**
 * Where the books live: the database in the app (every instance sees the same books, decision 066),
 * memory for the adapter's own unit use.
 */
export type SandboxPayoutStore = {
  get(txnId: string): Promise<SandboxTxn | undefined>;
  /** Adds the transaction unless its id is already booked; answers the row that is booked either way. */
  insert(txnId: string, txn: SandboxTxn): Promise<SandboxTxn>;
  /** Changes the letter only when it is still `from` (a guarded update); true when it changed. */
  move(
    txnId: string,
    from: SandboxTxn['letter'],
    to: Pick<SandboxTxn, 'letter' | 'message' | 'settledOn'>,
  ): Promise<boolean>;
  settledOn(businessDate: string): Promise<{ count: number; amountCents: number }>;
};

export function memorySandboxPayoutStore(): SandboxPayoutStore {
  const books = new Map<string, SandboxTxn>();
  return {
    get: async (txnId) => books.get(txnId),
    insert: async (txnId, txn) => {
      const earlier = books.get(txnId);
      if (earlier) return earlier;
      books.set(txnId, txn);
      return txn;
    },
    move: async (txnId, from, to) => {
      const txn = books.get(txnId);
      if (!txn || txn.letter !== from) return false;
      Object.assign(txn, to);
      return true;
    },
    settledOn: async (businessDate) => {
      let count = 0;
      let amountCents = 0;
      for (const txn of books.values())
        if (txn.letter === 'S' && txn.settledOn === businessDate) {
          count += 1;
          amountCents += txn.amountCents;
        }
      return { count, amountCents };
    },
  };
}

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
  const books = options?.store ?? memorySandboxPayoutStore();
  const sign = (f: Record<string, string>) =>
    hmac(options?.secret ?? 'sandbox', [f.txnid, f.refno, f.status, f.message].join(':'));

  async function notify(txnId: string) {
    const txn = await books.get(txnId);
    if (!txn || !options || !txn.letter) return;
    const fields = { txnid: txnId, refno: txn.reference ?? '', status: txn.letter, message: txn.message };
    await options.deliver({ ...fields, signature: sign(fields) });
  }

  /** The bank's verdict lands once; whichever instance gets there first books it. */
  async function settle(txnId: string, outcome: 'S' | 'F', deliver = true) {
    const moved =
      outcome === 'F'
        ? await books.move(txnId, 'P', { letter: 'F', message: 'AC04: account closed', settledOn: null })
        : await books.move(txnId, 'P', {
            letter: 'S',
            message: 'credited',
            settledOn: options ? await options.today() : null,
          });
    if (moved && deliver) await notify(txnId);
  }

  /** A settlement whose time has come is booked at the next look, so a timer lost with its instance loses nothing. */
  async function current(txnId: string) {
    const txn = await books.get(txnId);
    if (txn?.letter === 'P' && txn.outcome && txn.settleAt && txn.settleAt.getTime() <= Date.now()) {
      await settle(txnId, txn.outcome, false);
      return books.get(txnId);
    }
    return txn;
  }

  return {
    name: 'sandbox',
    callbackAck: 'result=OK',

    async payout(request) {
      // Like a real provider, the same transaction id answers the first result and moves no money again.
      const earlier = await books.get(request.idempotencyKey);
      if (earlier) return earlier.answer;
      const last4 = request.account?.last4 ?? '';
      if (last4 === SANDBOX_TIMEOUT_SUFFIX && request.idempotencyKey.endsWith('-1'))
        throw new Error('sandbox payout provider did not answer (timeout drill)');
      const base = { amountCents: request.amountCents, outcome: null, settleAt: null, settledOn: null };
      if (last4 === SANDBOX_FAILING_SUFFIX) {
        const refused: PayoutResult = {
          ok: false,
          reason: 'the bank refused the account (invalid account number)',
          rebind: true,
        };
        const booked = await books.insert(request.idempotencyKey, {
          ...base,
          answer: refused,
          reference: null,
          letter: null,
          message: '',
        });
        return booked.answer;
      }
      const reference = `SBPO${randomBytes(6).toString('hex').toUpperCase()}`;
      if (!options) {
        const paid: PayoutResult = { ok: true, reference };
        const booked = await books.insert(request.idempotencyKey, {
          ...base,
          answer: paid,
          reference,
          letter: 'S',
          message: 'credited',
        });
        return booked.answer;
      }
      const held = last4 === SANDBOX_HELD_SUFFIX;
      const outcome = held ? null : last4 === SANDBOX_LATE_FAILURE_SUFFIX ? 'F' : 'S';
      const accepted: PayoutResult = { ok: true, reference, pending: true };
      const booked = await books.insert(request.idempotencyKey, {
        ...base,
        answer: accepted,
        reference,
        letter: 'P',
        message: 'accepted',
        outcome,
        settleAt: outcome ? new Date(Date.now() + options.callbackDelayMs) : null,
      });
      if (booked.reference !== reference || !outcome) return booked.answer;
      if (options.callbackDelayMs === 0) await settle(request.idempotencyKey, outcome);
      else {
        const timer = setTimeout(
          () => void settle(request.idempotencyKey, outcome).catch(() => undefined),
          options.callbackDelayMs,
        );
        timer.unref();
      }
      return accepted;
    },

    async queryStatus(txnId): Promise<PayoutStatus> {
      const txn = await current(txnId);
      if (!txn || !txn.letter || !txn.reference) return { state: 'unknown' };
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
      return books.settledOn(businessDate);
    },

    async returnLater(txnId) {
      await current(txnId);
      if (!(await books.move(txnId, 'S', { letter: 'R', message: 'AC04: account closed', settledOn: null })))
        return false;
      await notify(txnId);
      return true;
    },

    async redeliver(txnId) {
      await notify(txnId);
    },

    async release(txnId, how) {
      const txn = await books.get(txnId);
      if (!txn || txn.letter !== 'P') return false;
      await settle(txnId, 'S', how?.deliver ?? true);
      return true;
    },
  };
}
