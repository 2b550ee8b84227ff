// What finance reads above the books about where the reports come from (decision 133).

export type ReadSourceFacts = {
  source: 'primary' | 'replica';
  lagSeconds: number | null;
  fallback: 'unreachable' | null;
};

/** One sentence: the database the reports read and, for a replica, how far behind the primary it is. */
export function readSourceSentence(facts: ReadSourceFacts): string {
  if (facts.fallback === 'unreachable')
    return 'The reporting replica cannot be reached; reports read the primary database.';
  if (facts.source === 'primary') return 'Reports read the primary database.';
  const lag = facts.lagSeconds ?? 0;
  if (lag === 0) return 'Reports read the reporting replica, up to date with the primary.';
  const behind = lag < 120 ? `${lag} second${lag === 1 ? '' : 's'}` : `${Math.floor(lag / 60)} minutes`;
  return `Reports read the reporting replica, ${behind} behind the primary: today's latest entries may not show yet.`;
}
