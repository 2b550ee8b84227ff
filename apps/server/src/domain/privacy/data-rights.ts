// The data subject's rights under RA 10173 (decision 126), as pure rules: when a request must be answered,
// how long each kind of record must be kept for a borrower and why, what an erasure takes away and what it
// leaves, and the 72-hour clock of a personal data breach (NPC Circular 16-03). No framework, no database.
import { addDays } from '../calendar.js';
import { addWorkingDays } from '../working-days.js';

export const REQUEST_KINDS = ['access', 'correction', 'erasure', 'objection'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/**
 * Working days the controller has to answer each request. Access: 15 working days (NPC's rules on the
 * exercise of the right of access); the others are not fixed by a rule at hand and follow the same period,
 * marked assumed in decision 126.
 */
export const REQUEST_ANSWER_WORKING_DAYS: Record<RequestKind, number> = {
  access: 15,
  correction: 15,
  erasure: 15,
  objection: 15,
};

export type RequestClock = { dueOn: string; overdue: boolean; workingDays: number };

/** The answer's due date of a request filed on `filedOn` (a Manila business date); overdue once today passes it. */
export function requestDeadline(kind: RequestKind, filedOn: string, today: string, answered: boolean): RequestClock {
  const workingDays = REQUEST_ANSWER_WORKING_DAYS[kind];
  const dueOn = addWorkingDays(filedOn, workingDays);
  return { dueOn, overdue: !answered && today > dueOn, workingDays };
}

/** Hours the NPC and the affected subjects must be told within, from discovery (NPC Circular 16-03, section 17). */
export const BREACH_NOTIFY_HOURS = 72;

export type BreachClock = { notifyBy: string; hoursLeft: number; late: boolean };

/**
 * The breach clock: notify by discovery + 72 hours. `hoursLeft` is whole hours, rounded down, never below 0;
 * `late` is true once the deadline passes without the NPC told, or when it was told after it.
 */
export function breachClock(discoveredAt: Date, now: Date, notifiedAt: Date | null): BreachClock {
  const notifyBy = new Date(discoveredAt.getTime() + BREACH_NOTIFY_HOURS * 3_600_000);
  const at = notifiedAt ?? now;
  const hoursLeft = notifiedAt ? 0 : Math.max(0, Math.floor((notifyBy.getTime() - now.getTime()) / 3_600_000));
  return { notifyBy: notifyBy.toISOString(), hoursLeft, late: at.getTime() > notifyBy.getTime() };
}

// ─── What must be kept, and until when ───

/** Years the books and their source documents are kept (NIRC section 235, RR 17-2013 as amended by RR 5-2014). */
export const BOOKS_YEARS = 10;
/** Years identification and transaction records are kept after the relationship ends (RA 9160 section 9(b)). */
export const AML_YEARS = 5;

export type RecordCategory =
  | 'contacts'
  | 'employment'
  | 'marketing'
  | 'devices'
  | 'messages'
  | 'identity'
  | 'bank-accounts'
  | 'loans-and-payments'
  | 'credit-bureau'
  | 'complaints'
  | 'audit-log';

export type RetentionFacts = {
  /** Today's Manila business date. */
  today: string;
  /** A loan is still owed or in review: every record serves the contract (RA 10173 section 12(b)). */
  loanOpen: boolean;
  /** The day the last loan closed (paid, settled or written off); null when the borrower never borrowed. */
  relationshipEndedOn: string | null;
  /** The business date of the last money entry for the borrower; null when none. */
  lastEntryOn: string | null;
  /** The borrower's data was ever sent to the Credit Information Corporation. */
  reportedToBureau: boolean;
  /** The account's opening day: the relationship's start when the borrower never borrowed. */
  openedOn: string;
};

export type Retention = {
  category: RecordCategory;
  /** erase: no duty keeps it once an erasure is approved; keep: a duty keeps it until `keptUntil`. */
  action: 'erase' | 'keep';
  /** The last day the duty keeps it (inclusive); null for erase, or while a loan is open (no end known yet). */
  keptUntil: string | null;
  /** The duty, in words. */
  reason: string;
};

/** The day after the annual income tax return's deadline (April 15) for the year of `date`, plus `years`. */
function booksEnd(lastEntryOn: string): string {
  const year = Number(lastEntryOn.slice(0, 4));
  return `${year + 1 + BOOKS_YEARS}-04-15`;
}

/** The same day `years` later; 29 February falls on 1 March in a common year (the day after 28 February). */
const addYears = (date: string, years: number) => {
  const year = Number(date.slice(0, 4)) + years;
  return date.slice(5) === '02-29' ? addDays(`${year}-02-28`, 1) : `${year}${date.slice(4)}`;
};

const CONTRACT = 'Needed to run your loan while it is open (RA 10173, section 12(b)).';
const NO_DUTY = 'No law requires us to keep it once you ask for erasure.';

/**
 * Every category of the borrower's records, with whether an approved erasure takes it now and, for what
 * stays, the duty and the last day it keeps it. While a loan is open everything is kept for the contract.
 */
export function retentionPlan(f: RetentionFacts): Retention[] {
  const endedOn = f.relationshipEndedOn ?? f.openedOn;
  const amlUntil = f.loanOpen ? null : addYears(endedOn, AML_YEARS);
  const booksUntil = f.loanOpen ? null : booksEnd(f.lastEntryOn ?? endedOn);
  const keep = (category: RecordCategory, keptUntil: string | null, reason: string): Retention => ({
    category,
    action: 'keep',
    keptUntil,
    reason,
  });
  const free = (category: RecordCategory): Retention =>
    f.loanOpen && category !== 'marketing'
      ? keep(category, null, CONTRACT)
      : { category, action: 'erase', keptUntil: null, reason: NO_DUTY };
  return [
    free('contacts'),
    free('employment'),
    free('marketing'),
    free('devices'),
    free('messages'),
    keep(
      'identity',
      amlUntil,
      'Anti-money laundering law: identification records are kept 5 years after the relationship ends (RA 9160, section 9(b)).',
    ),
    keep(
      'bank-accounts',
      amlUntil,
      'Anti-money laundering law: transaction records are kept 5 years after the relationship ends (RA 9160, section 9(b)).',
    ),
    keep(
      'loans-and-payments',
      booksUntil,
      'Tax Code: books of account and their receipts and invoices are kept 10 years from the tax return of the year of the last entry (NIRC section 235, RR 17-2013); they are never changed, and name no one once your identity is erased.',
    ),
    keep(
      'credit-bureau',
      f.reportedToBureau ? booksUntil : null,
      f.reportedToBureau
        ? 'Credit Information System Act: the data we sent the CIC is kept as filed, so it can be corrected (RA 9510); it follows the books.'
        : 'Credit Information System Act: nothing was sent to the CIC for you yet (RA 9510).',
    ),
    keep('complaints', amlUntil, 'Kept as evidence of how your complaints were handled (SEC MC 18, assumed 5 years).'),
    keep(
      'audit-log',
      null,
      'The audit log is never changed; it holds record numbers and who acted, and names no one once your identity is erased.',
    ),
  ];
}

/**
 * Records that are never changed, even after their duty ends (decision 115: the books, the filings and the audit
 * log stay as written). They carry record numbers and amounts; once identity is anonymised they name no one.
 */
export const NEVER_CHANGED: readonly RecordCategory[] = ['loans-and-payments', 'credit-bureau', 'audit-log'];

/**
 * The categories the retention job anonymises today: what an approved erasure frees, and what a duty kept
 * until a day now past. Without an erasure request, what no duty keeps goes once every duty has ended.
 */
export function categoriesToErase(plan: Retention[], erasureApproved: boolean, today: string): RecordCategory[] {
  const ended = (r: Retention) => r.keptUntil !== null && r.keptUntil < today;
  const allEnded =
    plan.filter((r) => r.action === 'keep' && r.keptUntil !== null).every(ended) &&
    !plan.some((r) => r.action === 'keep' && r.keptUntil === null && !NEVER_CHANGED.includes(r.category));
  return plan
    .filter((r) => !NEVER_CHANGED.includes(r.category))
    .filter((r) => (r.action === 'erase' ? erasureApproved || allEnded : ended(r)))
    .map((r) => r.category);
}
