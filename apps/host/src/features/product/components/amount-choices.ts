// The amounts the product page offers (decision 129): the product's own steps up to the borrower's limit,
// so the slider never goes where the credit engine would decline.

/**
 * The choices at or under `limitCents` (all of them when the limit is not known). When the limit is below every
 * step, the smallest step stays, and apply answers why it cannot go ahead. Never empty when `choices` is not.
 */
export function choicesWithinLimit(choices: readonly number[], limitCents: number | null | undefined): number[] {
  if (limitCents === null || limitCents === undefined) return [...choices];
  const within = choices.filter((c) => c <= limitCents);
  return within.length > 0 ? within : choices.slice(0, 1);
}
