// Loan review triage rules (decision 109): how old an application is on the business clock, whether it is past
// the review SLA, and what a valid SLA and list of rejection categories are. Pure: no framework, no database.
import { calendarDateIn } from '../business-date.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Until an admin saves their own: a working day to review, and the categories rejections are reported under. */
export const DEFAULT_REVIEW_SETTINGS = {
  slaHours: 24,
  rejectionCategories: [
    'Income not verified',
    'Identity not verified',
    'Too much existing debt',
    'Suspected fraud',
    'Incomplete application',
    'Other',
  ],
  /** How a Filipino reader reads each category (decision 132); a category without one is shown in English. */
  rejectionCategoriesFil: {
    'Income not verified': 'Hindi ma-verify ang kita',
    'Identity not verified': 'Hindi ma-verify ang pagkakakilanlan',
    'Too much existing debt': 'Masyadong marami ang kasalukuyang utang',
    'Suspected fraud': 'Pinaghihinalaang panloloko',
    'Incomplete application': 'Kulang ang application',
    Other: 'Iba pa',
  } as Readonly<Record<string, string>>,
} as const;

export const MAX_REJECTION_CATEGORIES = 20;
export const MAX_CATEGORY_LENGTH = 60;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * A wall-clock moment on the business clock: moved by as many days as `businessDate` (the business date it fell
 * on) is from its own wall-clock date in `timeZone`. The same moment in production; in the sandbox, where the
 * business date is set, the moment the business clock showed.
 */
export function onBusinessClock(at: Date, businessDate: string, timeZone: string): Date {
  return new Date(at.getTime() + daysBetween(calendarDateIn(at, timeZone), businessDate) * DAY_MS);
}

/**
 * Whole hours an application has waited, on the business clock: from its submission (on the business date it
 * was applied) to now (on today's business date). Never negative.
 */
export function reviewAgeHours(input: {
  submittedAt: Date;
  appliedOn: string;
  now: Date;
  businessDate: string;
  timeZone: string;
}): number {
  const submitted = onBusinessClock(input.submittedAt, input.appliedOn, input.timeZone).getTime();
  const now = onBusinessClock(input.now, input.businessDate, input.timeZone).getTime();
  return Math.max(0, Math.floor((now - submitted) / HOUR_MS));
}

/** Past the SLA once the application has waited longer than the SLA's hours. */
export const isPastSla = (ageHours: number, slaHours: number): boolean => ageHours >= slaHours;

/**
 * The category list as saved: trimmed, empty entries dropped; a problem in words (naming the entry) when it is
 * empty, too long, or names a category twice (case aside), else null.
 */
export function rejectionCategoriesProblem(categories: readonly string[]): string | null {
  if (categories.length === 0) return 'must name at least one category';
  if (categories.length > MAX_REJECTION_CATEGORIES) return `may name at most ${MAX_REJECTION_CATEGORIES} categories`;
  const seen = new Set<string>();
  for (const category of categories) {
    if (category.length === 0) return 'a category may not be empty';
    if (category.length > MAX_CATEGORY_LENGTH)
      return `"${category.slice(0, 20)}…" is longer than ${MAX_CATEGORY_LENGTH} characters`;
    const key = category.toLocaleLowerCase('en');
    if (seen.has(key)) return `"${category}" is named twice`;
    seen.add(key);
  }
  return null;
}

/**
 * When a claim lapses (decision 113): the review SLA's hours after it was made, so an absent reviewer never holds
 * an application longer than it may wait. A lapsed claim counts as none; it is worked out at read, no job.
 */
export function claimExpiresAt(claimedAt: Date, slaHours: number): Date {
  return new Date(claimedAt.getTime() + slaHours * HOUR_MS);
}

/** Whether a claim made at `claimedAt` has lapsed at `now`. */
export const isClaimLapsed = (claimedAt: Date, slaHours: number, now: Date): boolean =>
  now.getTime() >= claimExpiresAt(claimedAt, slaHours).getTime();

/**
 * Why this staff member may not release the claim, in a sentence; null when they may: its holder may, and an admin
 * (the review supervisor) may release anyone's (decision 113).
 */
export function releaseProblem(
  holder: { staffId: number; staffName: string },
  releaser: { id: number; role: string },
): string | null {
  if (releaser.id === holder.staffId || releaser.role === 'admin') return null;
  return `${holder.staffName} holds this application; only they or an admin may release it.`;
}

/**
 * The Filipino of the categories as saved: trimmed, kept only for a category in the list and when not empty; a
 * problem in words (naming the category) when one is too long, else the map.
 */
export function rejectionCategoriesFilOf(
  categories: readonly string[],
  filipino: Readonly<Record<string, string>>,
): { problem: string } | { map: Record<string, string> } {
  const map: Record<string, string> = {};
  for (const category of categories) {
    const fil = (filipino[category] ?? '').trim();
    if (fil === '') continue;
    if (fil.length > MAX_CATEGORY_LENGTH)
      return { problem: `the Filipino of "${category.slice(0, 20)}" is longer than ${MAX_CATEGORY_LENGTH} characters` };
    map[category] = fil;
  }
  return { map };
}
