// What a borrower reads when the server refuses (decision 051). The texts are shared with the host app
// (`@lendwell/contracts/refusal-texts`); here they are a catalogue like every other, its Filipino loaded
// before a route renders (decision 047).
import { describeWaitIn, REFUSAL_TEXTS_EN, refusalSentence } from '@lendwell/contracts/refusal-texts';
import type { RefusalParts } from '@lendwell/contracts/constants';
import { catalogue, lang } from './i18n';

/** The English refusal texts, for the catalogue test (the same keys and placeholders in Filipino). */
export const refusalEnglish: Record<string, string> = REFUSAL_TEXTS_EN;

const texts = catalogue(REFUSAL_TEXTS_EN, () => import('./refusals.fil'));

/** '45 seconds', '2 minutes': a wait in the borrower's language. */
export function describeWait(seconds: number): string {
  return describeWaitIn(texts, seconds);
}

/** The sentence to show for a refusal, in the borrower's language (see refusalSentence). */
export function refusalText(message: string, parts: RefusalParts = {}): string {
  return refusalSentence(texts, lang() === 'en', message, parts);
}
