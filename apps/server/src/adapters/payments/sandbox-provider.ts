// The built-in sandbox provider: it keeps its own books (sandbox_provider_txns), hosts a checkout
// page and a pay-code counter (routes/payments/sandbox-checkout.ts), and sends signed callbacks to
// our server like a real provider would. Refused in production mode (config).
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sandboxProviderTxns } from '../../db/schema.js';
import { constantTimeEqual, hmac, randomToken } from '../../lib/secrets.js';
import {
  CallbackSignatureError,
  statusOf,
  type CallbackNotice,
  type Collection,
  type CreateCollectionInput,
  type PaymentProvider,
  type ProviderStatus,
} from './payment-provider.js';

export type SandboxProviderOptions = {
  db: Database;
  /** Signs callbacks and checkout links; derived from the app secret. */
  secret: string;
  /** Delivers a callback to our server (the app injects it through its own HTTP stack). */
  deliver: (fields: Record<string, string>) => Promise<void>;
  /** The business date (the sandbox clock), recorded as the day a payer paid. */
  today?: () => Promise<string>;
};

export type SandboxProvider = PaymentProvider & {
  /** The payer finishes (S) or abandons (F) the checkout. deliver false: the provider records it but the callback is lost. */
  settle(txnId: string, letter: 'S' | 'F', options?: { deliver?: boolean }): Promise<{ ok: boolean; message: string }>;
  /** A cashier takes cash for a pay code. */
  payByCode(payCode: string, amountCents: number): Promise<{ ok: boolean; message: string; txnId?: string }>;
  /** Sends the callback for a transaction again (duplicate delivery, as real providers do). */
  redeliver(txnId: string, letter?: string): Promise<void>;
  checkoutSignature(txnId: string): string;
  find(txnId: string): Promise<typeof sandboxProviderTxns.$inferSelect | undefined>;
};

const CARD_DECLINED_LAST4 = '0000';

export function createSandboxProvider({ db, secret, deliver, today }: SandboxProviderOptions): SandboxProvider {
  const paidOnToday = async () => (today ? await today() : new Date().toISOString().slice(0, 10));
  const sign = (fields: { txnid: string; refno: string; status: string; message: string }) =>
    hmac(secret, `${fields.txnid}:${fields.refno}:${fields.status}:${fields.message}`);
  const checkoutSignature = (txnId: string) => hmac(secret, `checkout:${txnId}`).slice(0, 32);

  async function find(txnId: string) {
    const [row] = await db.select().from(sandboxProviderTxns).where(eq(sandboxProviderTxns.txnId, txnId));
    return row;
  }

  async function send(txnId: string, letterOverride?: string) {
    const row = await find(txnId);
    if (!row) throw new Error(`sandbox provider has no transaction ${txnId}`);
    const status = letterOverride ?? row.status;
    const message = status === 'S' ? 'Payment received' : status === 'F' ? 'Payment failed' : 'Waiting for payment';
    const fields = { txnid: row.txnId, refno: row.refNo, status, message };
    await deliver({ ...fields, digest: sign(fields) });
  }

  async function settle(txnId: string, letter: 'S' | 'F', options: { deliver?: boolean } = {}) {
    // The provider's books move only from waiting; paying twice is refused, as at a real counter.
    const rows = await db
      .update(sandboxProviderTxns)
      .set({
        status: letter,
        paidAt: letter === 'S' ? new Date() : null,
        paidOn: letter === 'S' ? await paidOnToday() : null,
      })
      .where(and(eq(sandboxProviderTxns.txnId, txnId), eq(sandboxProviderTxns.status, 'P')))
      .returning({ txnId: sandboxProviderTxns.txnId });
    if (rows.length === 0) {
      const row = await find(txnId);
      return {
        ok: false,
        message: row ? `This payment is already ${row.status === 'S' ? 'paid' : 'closed'}.` : 'No such payment.',
      };
    }
    if (options.deliver !== false) await send(txnId);
    return { ok: true, message: letter === 'S' ? 'Payment received' : 'Payment cancelled' };
  }

  return {
    name: 'sandbox',
    callbackAck: 'result=OK',
    checkoutSignature,
    find,
    settle,
    redeliver: send,

    async createCollection(input: CreateCollectionInput): Promise<Collection> {
      const method = input.channelKind === 'otc' ? 'paycode' : input.channelKind === 'qr' ? 'qr' : 'redirect';
      // Pay codes are what a cashier types: 12 digits, unique among live codes by the unique ref.
      const payCode = method === 'paycode' ? `8${String(randomInt(0, 100_000_000_000)).padStart(11, '0')}` : '';
      await db.insert(sandboxProviderTxns).values({
        txnId: input.paymentNo,
        refNo: `SBX${randomToken(6)
          .toUpperCase()
          .replace(/[^A-Z0-9]/g, 'X')}`,
        amountCents: input.amountCents,
        method,
        payCode,
        callbackUrl: input.callbackUrl,
      });
      const checkout = `/sandbox-pay/checkout/${encodeURIComponent(input.paymentNo)}?sig=${checkoutSignature(input.paymentNo)}`;
      if (method === 'paycode') {
        return {
          method,
          payCode,
          expiresAt: input.expiresAt,
          instructions: 'Show this code at the counter and pay the exact amount in cash.',
        };
      }
      if (method === 'qr') return { method, qrData: checkout, expiresAt: input.expiresAt };
      return { method, url: checkout };
    },

    verifyCallback(fields: Record<string, string>): CallbackNotice {
      const { txnid = '', refno = '', status = '', message = '', digest = '' } = fields;
      if (!txnid || !refno || !status || !constantTimeEqual(digest, sign({ txnid, refno, status, message }))) {
        throw new CallbackSignatureError('callback signature does not match');
      }
      return { paymentNo: txnid, providerRef: refno, letter: status, outcome: statusOf(status), message };
    },

    async queryStatus(paymentNo: string): Promise<ProviderStatus> {
      const row = await find(paymentNo);
      if (!row) return { outcome: 'failed', letter: 'F', providerRef: null, amountCents: null };
      return {
        outcome: statusOf(row.status),
        letter: row.status,
        providerRef: row.refNo,
        amountCents: row.amountCents,
        paidOn: row.paidOn,
      };
    },

    async cancel(paymentNo: string) {
      await db
        .update(sandboxProviderTxns)
        .set({ status: 'V' })
        .where(and(eq(sandboxProviderTxns.txnId, paymentNo), eq(sandboxProviderTxns.status, 'P')));
    },

    async payByCode(payCode: string, amountCents: number) {
      const [row] = await db
        .select()
        .from(sandboxProviderTxns)
        .where(eq(sandboxProviderTxns.payCode, payCode.replace(/\s/g, '')));
      if (!row || row.method !== 'paycode') return { ok: false, message: 'Unknown pay code.' };
      if (row.amountCents !== amountCents) return { ok: false, message: 'Please pay the exact amount.' };
      const result = await settle(row.txnId, 'S');
      return { ...result, txnId: row.txnId };
    },

    async chargeAccount({ paymentNo, amountCents, accountLast4 }) {
      const letter = accountLast4 === CARD_DECLINED_LAST4 ? 'F' : 'S';
      const refNo = `SBC${randomToken(6)
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, 'X')}`;
      await db
        .insert(sandboxProviderTxns)
        .values({
          txnId: paymentNo,
          refNo,
          amountCents,
          method: 'card',
          status: letter,
          callbackUrl: '',
          paidAt: letter === 'S' ? new Date() : null,
          paidOn: letter === 'S' ? await paidOnToday() : null,
        })
        .onConflictDoNothing();
      const row = (await find(paymentNo))!;
      return {
        outcome: statusOf(row.status),
        letter: row.status,
        providerRef: row.refNo,
        amountCents: row.amountCents,
        paidOn: row.paidOn,
      };
    },
  };
}
