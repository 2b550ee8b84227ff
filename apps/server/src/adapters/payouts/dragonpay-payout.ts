// A Dragonpay Payout-style adapter (decision 040), as we model its documented shapes:
//   POST {base}/{merchantId}/post           request a payout (JSON, Bearer secret) → { Code, Message }
//   GET  {base}/{merchantId}/txnid/{txnId}  status → { TxnId, RefNo, Status, Message, Amount }
//   GET  {base}/{merchantId}/report/{date}  the day's settled payouts → { Count, Amount }
//   postback: merchanttxnid, refno, status, message, digest = SHA-1 of "txnid:refno:status:message:secret"
// Status letters: S succeeded, F failed, P/G pending, R returned by the receiving bank, V voided.
// The account number is revealed only while the request body is built and is never logged.
import { createHash, timingSafeEqual } from 'node:crypto';
import { centsToDecimal, decimalToCents } from '../payments/payment-provider.js';
import {
  PayoutSignatureError,
  type PayoutAdapter,
  type PayoutNotice,
  type PayoutResult,
  type PayoutStatus,
} from './payout-adapter.js';

export type DragonpayPayoutOptions = {
  merchantId: string;
  secret: string;
  baseUrl: string;
  /** Production: refuse a base URL that is not https, so the account number never leaves in clear. */
  requireHttps: boolean;
  timeoutMs?: number;
};

const sha1 = (value: string) => createHash('sha1').update(value).digest('hex');

/**
 * Reason codes on a failure or return (the ISO 20022 codes InstaPay and PESONet use). The ones a
 * borrower can fix by binding another account ask for a rebind; the rest are for finance to decide.
 */
export const REASONS: Record<string, { words: string; rebind: boolean }> = {
  AC01: { words: 'the account number is wrong', rebind: true },
  AC04: { words: 'the account is closed', rebind: true },
  AC06: { words: 'the account is blocked', rebind: true },
  BE01: { words: "the account holder's name does not match", rebind: true },
  AM04: { words: "the lender's payout wallet has too little money", rebind: false },
  AM02: { words: 'the amount is above what the channel allows', rebind: false },
  RR04: { words: 'the transfer was stopped for regulatory reasons', rebind: false },
  MS03: { words: 'the receiving bank gave no reason', rebind: false },
};

/** Request answers below zero (as modelled): which the borrower can fix. */
const REQUEST_CODES: Record<string, { words: string; rebind: boolean }> = {
  '-4': { words: 'the provider does not know this bank or e-wallet', rebind: true },
  '-5': { words: 'the account details were refused', rebind: true },
  '-6': { words: "the lender's payout wallet has too little money", rebind: false },
  '-7': { words: 'the amount is above what the channel allows', rebind: false },
};

/** Splits "AC04: account closed" into its code and words; an unknown code is for finance. */
export function reasonOf(message: string): { reason: string; rebind: boolean } {
  const code = /^([A-Z]{2}\d{2})\b/.exec(message.trim())?.[1];
  const known = code ? REASONS[code] : undefined;
  if (known) return { reason: `${known.words} (${code})`, rebind: known.rebind };
  return { reason: message.trim() || 'the provider gave no reason', rebind: false };
}

function digestEqual(given: string, expected: string): boolean {
  const a = Buffer.from(given.toLowerCase());
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createDragonpayPayout(options: DragonpayPayoutOptions, fetchImpl: typeof fetch = fetch): PayoutAdapter {
  const base = options.baseUrl.replace(/\/$/, '');
  if (options.requireHttps && new URL(base).protocol !== 'https:')
    throw new Error('DRAGONPAY_PAYOUT_BASE_URL: must be https in production mode');
  const merchant = encodeURIComponent(options.merchantId);
  const auth = `Bearer ${options.secret}`;
  const timeout = () => AbortSignal.timeout(options.timeoutMs ?? 20_000);

  async function call(path: string, init: { method: 'GET' | 'POST'; body?: string } = { method: 'GET' }) {
    const response = await fetchImpl(`${base}/${merchant}/${path}`, {
      method: init.method,
      headers: {
        authorization: auth,
        accept: 'application/json',
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body,
      signal: timeout(),
    });
    // Only the HTTP status is reported: bodies carry account details.
    if (!response.ok) throw new Error(`dragonpay payout ${path.split('/')[0]} failed: HTTP ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  }

  return {
    name: 'dragonpay',
    callbackAck: 'result=OK',

    async payout(request): Promise<PayoutResult> {
      if (!request.account?.reveal) return { ok: false, reason: 'the borrower has no bound account', rebind: true };
      if (!request.channelCode) throw new Error('a Dragonpay payout needs the channel code of the bank or e-wallet');
      const body = JSON.stringify({
        TxnId: request.idempotencyKey,
        Name: request.account.holderName ?? '',
        Amount: centsToDecimal(request.amountCents),
        Currency: 'PHP',
        Description: request.description ?? `Loan ${request.orderNo}`,
        ProcId: request.channelCode,
        ProcDetail: request.account.reveal(),
        Email: request.email ?? '',
        MobileNo: request.mobile ?? '',
      });
      const answer = await call('post', { method: 'POST', body });
      const code = String(answer.Code ?? '');
      if (code === '0') return { ok: true, reference: String(answer.Message ?? ''), pending: true };
      const known = REQUEST_CODES[code];
      return known
        ? { ok: false, reason: `${known.words} (code ${code})`, rebind: known.rebind }
        : { ok: false, reason: `the provider refused the payout (code ${code})`, rebind: false };
    },

    async queryStatus(txnId): Promise<PayoutStatus> {
      let body: Record<string, unknown>;
      try {
        body = await call(`txnid/${encodeURIComponent(txnId)}`);
      } catch (err) {
        if (/HTTP 404$/.test((err as Error).message)) return { state: 'unknown' };
        throw err;
      }
      const letter = String(body.Status ?? '');
      const reference = body.RefNo ? String(body.RefNo) : null;
      const message = String(body.Message ?? '');
      if (letter === 'S' && reference) return { state: 'succeeded', reference, letter };
      if (letter === 'R' && reference)
        return { state: 'returned', reference, letter, reason: reasonOf(message).reason };
      if (letter === 'F' || letter === 'V') return { state: 'failed', reference, letter, ...reasonOf(message) };
      return { state: 'pending', reference, letter };
    },

    verifyCallback(fields): PayoutNotice {
      const { merchanttxnid = '', refno = '', status = '', message = '', digest = '' } = fields;
      if (
        !merchanttxnid ||
        !status ||
        !digestEqual(digest, sha1([merchanttxnid, refno, status, message, options.secret].join(':')))
      )
        throw new PayoutSignatureError('payout postback digest does not match');
      return { txnId: merchanttxnid, reference: refno, letter: status, message };
    },

    async dailyTotal(businessDate) {
      const body = await call(`report/${encodeURIComponent(businessDate)}`);
      const amountCents = decimalToCents(String(body.Amount ?? '0'));
      if (amountCents === null) throw new Error('dragonpay payout report: the amount is not a number');
      return { count: Number(body.Count ?? 0), amountCents };
    },
  };
}
