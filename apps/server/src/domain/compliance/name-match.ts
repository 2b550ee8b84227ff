// Sanctions name matching (decision 125). Names are normalised — accents off, case folded, punctuation gone,
// words sorted — so "dela Cruz, Juan" and "JUAN DELA CRUZ" are one name. A match is exact when the normalised
// names are equal, fuzzy when their similarity (1 − edit distance ÷ longer length, on the sorted words)
// reaches FUZZY_THRESHOLD. The date of birth strengthens or weakens it: a fuzzy match whose listed year of
// birth differs from the borrower's is dropped; one whose date or year agrees is reported as confirmed by it.
import { nameKey } from '../order-search.js';

/** How alike two normalised names must be to raise a fuzzy match (one letter in ten may differ). */
export const FUZZY_THRESHOLD = 0.9;
/** A fuzzy match the date of birth confirms may be a little further off (a transliteration). */
export const FUZZY_THRESHOLD_WITH_BIRTH_DATE = 0.85;

/** Accents off, lower case, letters and spaces only, words sorted. */
export function normaliseName(name: string): string {
  return nameKey(name)
    .replace(/[^a-z\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .sort()
    .join(' ');
}

/** 1 − Levenshtein distance ÷ the longer length: 1 for equal texts, 0 for nothing in common. */
export function similarity(a: string, b: string): number {
  if (a === b) return 1;
  const longer = Math.max(a.length, b.length);
  if (longer === 0) return 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row.push(Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost));
    }
    previous = row;
  }
  return 1 - previous[b.length]! / longer;
}

export type ListedPerson = { referenceNumber: string; fullName: string; names: string[]; birthDates: string[] };
export type SanctionsMatch = {
  referenceNumber: string;
  listedName: string;
  matchedName: string;
  kind: 'exact' | 'fuzzy';
  /** Similarity in basis points (10000 = identical). */
  similarityBps: number;
  birthDate: 'same' | 'different' | 'unknown';
};

function birthDateAgreement(borrower: string | null, listed: string[]): SanctionsMatch['birthDate'] {
  if (!borrower || listed.length === 0) return 'unknown';
  return listed.some((d) => (d.length === 4 ? borrower.startsWith(d) : borrower === d)) ? 'same' : 'different';
}

/** The listed people a borrower's name (with their date of birth, if known) matches, best first. */
export function screenName(
  borrower: { fullName: string; birthDate: string | null },
  listed: readonly ListedPerson[],
): SanctionsMatch[] {
  const own = normaliseName(borrower.fullName);
  if (!own) return [];
  const matches: SanctionsMatch[] = [];
  for (const person of listed) {
    const birthDate = birthDateAgreement(borrower.birthDate, person.birthDates);
    let best: SanctionsMatch | null = null;
    for (const name of person.names) {
      const score = similarity(own, normaliseName(name));
      const threshold = birthDate === 'same' ? FUZZY_THRESHOLD_WITH_BIRTH_DATE : FUZZY_THRESHOLD;
      if (score < threshold || (score < 1 && birthDate === 'different')) continue;
      const match: SanctionsMatch = {
        referenceNumber: person.referenceNumber,
        listedName: person.fullName,
        matchedName: name,
        kind: score === 1 ? 'exact' : 'fuzzy',
        similarityBps: Math.round(score * 10_000),
        birthDate,
      };
      if (!best || match.similarityBps > best.similarityBps) best = match;
    }
    if (best) matches.push(best);
  }
  return matches.sort((a, b) => b.similarityBps - a.similarityBps);
}

/** A match in words, for the alert and the officer. */
export function matchSentence(m: SanctionsMatch): string {
  const how = m.kind === 'exact' ? 'exactly matches' : `is ${(m.similarityBps / 100).toFixed(0)}% like`;
  const birth =
    m.birthDate === 'same'
      ? '; the date of birth agrees'
      : m.birthDate === 'different'
        ? '; the date of birth differs'
        : '; no date of birth to compare';
  return `The name ${how} ${m.matchedName} (UN reference ${m.referenceNumber})${birth}.`;
}
