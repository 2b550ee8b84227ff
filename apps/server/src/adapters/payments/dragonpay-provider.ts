// A Dragonpay-style Payment Switch adapter. The borrower is redirected to Pay.aspx with a SHA-1
// digest of the request; the switch posts back txnid, refno, status, message and a digest; the
// collect API answers a transaction's status and amount and voids it. Tested against a local fake.
import { createHash, timingSafeEqual } from 'node:crypto';
import { calendarDateIn, isIsoDate } from '../../domain/business-date.js';
import {
  CallbackSignatureError,
  centsToDecimal,
  decimalToCents,
  statusOf,
  type CallbackNotice,
  type Collection,
  type CreateCollectionInput,
  type PaymentProvider,
  type ProviderStatus,
} from './payment-provider.js';

export type DragonpayOptions = { merchantId: string; password: string; baseUrl: string; timeoutMs?: number };

const sha1 = (value: string) => createHash('sha1').update(value).digest('hex');

/** Dragonpay's procids for our channel numbers; unknown channels let the borrower choose on its page. */
const PROC_IDS: Record<string, string> = { GCSH: 'GCSH', PYMY: 'PYMY', '7ELE': '7ELE', CEBL: 'CEBL', BPIA: 'BPIA' };

function digestEqual(given: string, expected: string): boolean {
  const a = Buffer.from(given.toLowerCase());
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createDragonpayProvider(options: DragonpayOptions, fetchImpl: typeof fetch = fetch): PaymentProvider {
  const base = options.baseUrl.replace(/\/$/, '');
  const auth = `Basic ${Buffer.from(`${options.merchantId}:${options.password}`).toString('base64')}`;

  async function collectApi(path: string): Promise<Record<string, unknown>> {
    const response = await fetchImpl(`${base}/api/collect/v1/${path}`, {
      headers: { authorization: auth, accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    // The status is enough to decide; bodies may carry payer details, so they are not logged.
    if (!response.ok) throw new Error(`dragonpay ${path.split('/')[0]} failed: HTTP ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  }

  return {
    name: 'dragonpay',
    callbackAck: 'result=OK',

    async createCollection(input: CreateCollectionInput): Promise<Collection> {
      const amount = centsToDecimal(input.amountCents);
      const ccy = 'PHP';
      const digest = sha1(
        [options.merchantId, input.paymentNo, amount, ccy, input.description, input.email, options.password].join(':'),
      );
      const query = new URLSearchParams({
        merchantid: options.merchantId,
        txnid: input.paymentNo,
        amount,
        ccy,
        description: input.description,
        email: input.email,
        digest,
      });
      const procId = PROC_IDS[input.channelNumber];
      if (procId) query.set('procid', procId);
      return { method: 'redirect', url: `${base}/Pay.aspx?${query}` };
    },

    verifyCallback(fields: Record<string, string>): CallbackNotice {
      const { txnid = '', refno = '', status = '', message = '', digest = '' } = fields;
      if (
        !txnid ||
        !refno ||
        !status ||
        !digestEqual(digest, sha1([txnid, refno, status, message, options.password].join(':')))
      ) {
        throw new CallbackSignatureError('postback digest does not match');
      }
      return { paymentNo: txnid, providerRef: refno, letter: status, outcome: statusOf(status), message };
    },

    async queryStatus(paymentNo: string): Promise<ProviderStatus> {
      const body = await collectApi(`txnid/${encodeURIComponent(paymentNo)}`);
      const letter = String(body.Status ?? 'U');
      const amountCents = body.Amount === undefined ? null : decimalToCents(String(body.Amount));
      return {
        outcome: statusOf(letter),
        letter,
        providerRef: body.RefNo ? String(body.RefNo) : null,
        amountCents,
        paidOn: paidOnOf(body.SettleDate ?? body.RefDate),
      };
    },

    async cancel(paymentNo: string) {
      const body = await collectApi(`void/${encodeURIComponent(paymentNo)}`);
      if (Number(body.Status) !== 0)
        throw new Error(`dragonpay refused to void ${paymentNo}: ${String(body.Message ?? body.Status)}`);
    },

    async chargeAccount() {
      throw new Error('dragonpay does not charge bound accounts; use a collection');
    },
  };
}

/**
 * The day a payer paid, from the transaction's settle (or reference) timestamp, as a calendar date in
 * Manila; null when the inquiry carries none or it does not parse (the payment then counts from today).
 */
export function paidOnOf(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  // A timestamp without an offset is the switch's local time, Manila: its date is the calendar date.
  const local = /^(\d{4}-\d{2}-\d{2})(?:[T ][\d:.]+)?$/.exec(value.trim());
  if (local) return isIsoDate(local[1]!) ? local[1]! : null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return calendarDateIn(date, 'Asia/Manila');
}
