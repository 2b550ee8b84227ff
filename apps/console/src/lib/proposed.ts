// A one-click action that waits for a second person answers with a proposal instead of its result
// (decision 106); the screens that send those actions tell staff so rather than claiming it is done.
import type { ProposedAnswer } from '@lendwell/contracts';

export function isProposed(answer: unknown): answer is ProposedAnswer {
  return typeof answer === 'object' && answer !== null && (answer as { proposed?: unknown }).proposed === true;
}
