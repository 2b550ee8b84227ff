// Zod-free values of the console's template screens (decision 024), so the console can import them
// without the schema library.

/** Enough for a lender's own sections, short enough that they cannot bury the disclosures. */
export const AGREEMENT_CLAUSE_LIMITS = {
  sections: 12,
  headingLength: 120,
  paragraphs: 10,
  paragraphLength: 2000,
} as const;
export const AGREEMENT_POSITIONS = [1, 2, 3] as const;

/** A number the landing must accept whatever the rule: the rule may narrow, never lock everyone out. */
export const MOBILE_PATTERN_SAMPLE = '09171234567';
