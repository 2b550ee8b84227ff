// What a borrower reads when the server refuses (decision 051). The server sends an English sentence and,
// for the refusals a borrower meets, a stable `reason` with `params`; this catalogue says each reason in the
// borrower's language (Filipino in refusals.fil.ts, loaded like every catalogue, decision 047). A reason
// this app does not know, or one that needs the server's own words, shows the server's sentence.
import { stripFieldPath, type RefusalParts } from '@lendwell/contracts/constants';
import { catalogue, fillText, lang } from './i18n';

const en = {
  'invalid-input': 'Please check what you entered and try again.',
  'invalid-link': 'This page’s link is incomplete or out of date. Please go back and open it again.',
  'not-found': 'We could not find what this page is about. Please go back and try again.',
  'session-expired': 'Your session has expired. Please log in again.',
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
  oneSecond: '1 second',
  seconds: '{n} seconds',
  oneMinute: '1 minute',
  minutes: '{n} minutes',
};

/** The English texts, against which the Filipino translation is typed. */
export type RefusalEnglish = typeof en;
/** The English refusal texts, for the catalogue test (the same keys and placeholders in Filipino). */
export const refusalEnglish: Record<string, string> = en;

const texts = catalogue(en, () => import('./refusals.fil'));

/** '45 seconds', '2 minutes': a wait a person reads, rounded up to whole minutes past one minute. */
export function describeWait(seconds: number): string {
  if (seconds < 60) {
    const n = Math.max(1, Math.ceil(seconds));
    return n === 1 ? texts.oneSecond : fillText(texts.seconds, { n });
  }
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? texts.oneMinute : fillText(texts.minutes, { n: minutes });
}

/**
 * The sentence to show for a refusal. In English it is the server's own sentence (it may name the field
 * in the screen's words, or quote a reference); in another language, the reason's translation with its
 * params filled in. A reason this app does not know keeps the server's sentence, and a message that still
 * opens with a field path (an older server) loses the path.
 */
export function refusalText(message: string, parts: RefusalParts = {}): string {
  const reason = parts.reason;
  if (reason !== undefined && reason in texts && (lang() !== 'en' || !message)) {
    const params: Record<string, string | number> = { ...(parts.params ?? {}) };
    if (typeof params.retryAfterSeconds === 'number') params.wait = describeWait(params.retryAfterSeconds);
    return fillText(texts[reason as keyof RefusalEnglish], params);
  }
  return stripFieldPath(message);
}
