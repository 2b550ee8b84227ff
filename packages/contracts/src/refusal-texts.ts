// What a borrower reads when the server refuses (decision 051), shared by the borrower web app and the host app so
// both say a refusal the same way. The server sends an English sentence and, for the refusals a borrower meets,
// a stable `reason` with `params`; these texts say each reason (Filipino in refusal-texts.fil.ts, which each app
// loads its own way). A reason without a text, or one that needs the server's own words, shows the server's sentence.
import { stripFieldPath, type RefusalParts, type RefusalReason } from './constants';

export const REFUSAL_TEXTS_EN = {
  'invalid-input': 'Please check what you entered and try again.',
  'invalid-link': 'This page’s link is incomplete or out of date. Please go back and open it again.',
  'not-found': 'We could not find what this page is about. Please go back and try again.',
  'session-expired': 'Your session has expired. Please log in again.',
  'logged-out-everywhere': 'You logged out on every device, so this one was logged out too. Please log in again.',
  'too-many-requests': 'Too many tries. Please wait {wait} and try again.',
  'code-resend-too-soon': 'Please wait {wait} before asking for another code.',
  'code-too-many-requested': 'Too many codes were asked for. Please try again in {wait}.',
  'code-expired': 'The SMS code has expired. Please request a new one.',
  'code-wrong': 'The SMS code is not right. Please check it and try again ({attemptsLeft} tries left).',
  'code-locked': 'Too many wrong codes. Please request a new one.',
  'code-used': 'This SMS code has already been used. Please request a new one.',
  'order-nothing-to-repay': 'This loan has nothing left to repay.',
  'amount-not-positive': 'The amount must be more than ₱0.00.',
  'amount-more-than-owed': 'The amount must not be more than you owe ({amount}).',
  'amount-extension-exact': 'To extend this loan, pay exactly {amount}.',
  'repay-page-expired': 'This payment page has expired. Please go back and open it again.',
  'card-declined': 'Your bank declined this payment. Please choose another card.',
  'complaint-collection-not-allowed': 'This order does not support the collection complaint type.',
  'upload-limit': 'You have uploaded as many pictures as we accept today. Please try again tomorrow.',
  'server-error': 'Something went wrong on our side. Please try again later (ref {ref}).',
  'service-unavailable': 'We cannot reach our records right now. Please try again in a few seconds.',
  oneSecond: '1 second',
  seconds: '{n} seconds',
  oneMinute: '1 minute',
  minutes: '{n} minutes',
};

/** The English texts, against which the Filipino translation is typed. */
export type RefusalTexts = typeof REFUSAL_TEXTS_EN;
/** A translation of the texts: every key, and no other. */
export type RefusalTranslation = { readonly [K in keyof RefusalTexts]: string };

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** '45 seconds', '2 minutes': a wait a person reads, rounded up to whole minutes past one minute. */
export function describeWaitIn(texts: RefusalTranslation, seconds: number): string {
  if (seconds < 60) {
    const n = Math.max(1, Math.ceil(seconds));
    return n === 1 ? texts.oneSecond : fill(texts.seconds, { n });
  }
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? texts.oneMinute : fill(texts.minutes, { n: minutes });
}

const isReason = (
  texts: RefusalTranslation,
  reason: RefusalReason | undefined,
): reason is RefusalReason & keyof RefusalTexts =>
  reason !== undefined && Object.prototype.hasOwnProperty.call(texts, reason);

/**
 * The sentence to show for a refusal. In English it is the server's own sentence (it may name the field in the
 * screen's words, or quote a reference); in another language, the reason's translation with its params filled in.
 * A reason without a text keeps the server's sentence, and a message that still opens with a field path (an older
 * server) loses the path.
 */
export function refusalSentence(
  texts: RefusalTranslation,
  english: boolean,
  message: string,
  parts: RefusalParts = {},
): string {
  const { reason } = parts;
  if (isReason(texts, reason) && (!english || !message)) {
    const params: Record<string, string | number> = { ...(parts.params ?? {}) };
    if (typeof params.retryAfterSeconds === 'number') params.wait = describeWaitIn(texts, params.retryAfterSeconds);
    return fill(texts[reason], params);
  }
  return stripFieldPath(message);
}
