// Staff passwords guard money movements, so common and low-entropy ones are refused. zxcvbn-ts estimates how
// many guesses a cracker needs, knowing common passwords, repeats, sequences and keyboard walks (decision 026).
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';

export const PASSWORD_MIN_LENGTH = 12;
/** zxcvbn's score 3: "safely unguessable: moderate protection from offline slow-hash scenario" (~10^8 guesses). */
export const PASSWORD_MIN_SCORE = 3;

const estimator = new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs });

const HINTS: Record<string, string> = {
  simpleRepeat: 'repeated characters are easy to guess',
  extendedRepeat: 'repeated patterns are easy to guess',
  sequences: 'sequences like abcd or 1234 are easy to guess',
  keyPattern: 'keyboard patterns are easy to guess',
  topTen: 'it is one of the most used passwords',
  topHundred: 'it is one of the most used passwords',
  common: 'it is a commonly used password',
  similarToCommon: 'it is too close to a commonly used password',
  dates: 'dates are easy to guess',
  recentYears: 'recent years are easy to guess',
};

/**
 * Why a staff password is refused, as a sentence ending the field's message; null when it is strong enough.
 * The email and name are passed so a password built from them is judged weak.
 */
export function weakPasswordReason(password: string, userInputs: string[] = []): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `must be at least ${PASSWORD_MIN_LENGTH} characters`;
  const result = estimator.check(password, userInputs);
  if (result.score >= PASSWORD_MIN_SCORE) return null;
  const hint = (result.feedback.warning && HINTS[result.feedback.warning]) || 'it is too easy to guess';
  return `is too weak (${hint}); use a longer phrase of unrelated words`;
}

/** Secrets (APP_SECRET, ADMIN_TOKEN) need about 100 bits: 10^30 guesses, and no run of few distinct characters. */
export const SECRET_MIN_GUESSES_LOG10 = 30;

/** True when a machine secret could be guessed: few distinct characters, or a pattern zxcvbn recognises. */
export function isGuessableSecret(secret: string): boolean {
  if (new Set(secret).size < 12) return true;
  return estimator.check(secret.slice(0, 256)).guessesLog10 < SECRET_MIN_GUESSES_LOG10;
}
