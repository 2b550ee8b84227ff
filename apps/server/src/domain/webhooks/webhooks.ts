// Webhook rules (decision 120): the back-off between delivery attempts, when an event is given up as failed,
// the signature a host verifies, and the words staff read. Pure: no clock, no network, no database.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The first retry waits this long; each later one twice the one before, up to the cap. */
export const WEBHOOK_FIRST_RETRY_MS = 30_000;
/** No wait between attempts is longer than an hour. */
export const WEBHOOK_MAX_RETRY_MS = 60 * 60_000;
/** After this many attempts in a row without a 2xx answer an event is failed (staff can still retry it). */
export const WEBHOOK_MAX_ATTEMPTS = 12;
/** How long one attempt waits for the host's answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** A receiver refuses a signature whose timestamp is further than this from its clock (replayed requests). */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

export const WEBHOOK_EVENT_TYPES = [
  'order.status_changed',
  'payment.posted',
  'payout.sent',
  'payout.failed',
  'complaint.answered',
  'reminder.due',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/**
 * The wait after the `attempts`-th failed attempt (1 = the first): 30 s, 1 min, 2 min … capped at an hour.
 * Invariant: attempts ≥ 1; the result is between the first wait and the cap.
 */
export function retryDelayMs(attempts: number): number {
  if (!Number.isInteger(attempts) || attempts < 1) throw new RangeError(`attempts must be a positive integer`);
  // 2^20 × 30 s is far past the cap; the exponent is bounded so the number stays exact.
  return Math.min(WEBHOOK_MAX_RETRY_MS, WEBHOOK_FIRST_RETRY_MS * 2 ** Math.min(attempts - 1, 20));
}

/** What a failed attempt leaves: given up after the last allowed attempt, else pending until the next one. */
export function afterFailure(attempts: number, now: Date): { state: 'pending' | 'failed'; nextAttemptAt: Date } {
  if (attempts >= WEBHOOK_MAX_ATTEMPTS) return { state: 'failed', nextAttemptAt: now };
  return { state: 'pending', nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)) };
}

/** Only a 2xx answer delivers an event; a redirect or any other code is a failed attempt. */
export const isDelivered = (statusCode: number) => statusCode >= 200 && statusCode < 300;

/** The hex HMAC-SHA256 of `<t>.<body>` under the host's secret. */
export function webhookDigest(secret: string, timestampSeconds: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestampSeconds}.${body}`).digest('hex');
}

/** The `Webhook-Signature` header: `t=<unix seconds>,v1=<hex digest>`. */
export function signatureHeader(secret: string, timestampSeconds: number, body: string): string {
  return `t=${timestampSeconds},v1=${webhookDigest(secret, timestampSeconds, body)}`;
}

/**
 * A receiver's check: the header parses, its timestamp is within the tolerance of `nowSeconds`, and one of its
 * v1 digests matches the body (compared in constant time). The same code is shown in docs/webhooks.md.
 */
export function verifySignature(
  secret: string,
  header: string,
  body: string,
  nowSeconds: number,
  toleranceSeconds = WEBHOOK_TOLERANCE_SECONDS,
): boolean {
  const parts = header.split(',').map((part) => part.trim().split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = Buffer.from(webhookDigest(secret, t, body), 'hex');
  return parts
    .filter(([k, v]) => k === 'v1' && v !== undefined && /^[0-9a-f]{64}$/.test(v))
    .some(([, v]) => timingSafeEqual(Buffer.from(v!, 'hex'), expected));
}

/** Staff words for each event type (the console shows these, never the codes). */
export const WEBHOOK_EVENT_WORDS: Record<WebhookEventType, string> = {
  'order.status_changed': 'Order status changed',
  'payment.posted': 'Payment posted',
  'payout.sent': 'Payout sent',
  'payout.failed': 'Payout failed',
  'complaint.answered': 'Complaint answered',
  'reminder.due': 'Reminder due',
};

/** A delivery's state in staff words. */
export function webhookStateWords(state: 'pending' | 'delivered' | 'failed', attempts: number): string {
  if (state === 'delivered') return 'Delivered';
  if (state === 'failed') return `Failed: gave up after ${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}`;
  return attempts === 0
    ? 'Waiting to send'
    : `Retrying (${attempts} failed ${attempts === 1 ? 'attempt' : 'attempts'})`;
}

/** The staff name of an event type; an unknown one reads as itself. */
export const webhookTypeWords = (type: string): string => (WEBHOOK_EVENT_WORDS as Record<string, string>)[type] ?? type;
