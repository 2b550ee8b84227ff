// Call scripts (decision 081): what a collector says on a call, one approved template per
// days-past-due bucket, filled with the loan's own figures. The words keep to SEC MC 18 s.2019: no
// threats, no insults, no word of telling others. A script names no secret: no pay code, no phone or
// account number, no link — the collector reads it aloud and the borrower pays through the app.
import { formatMoney } from '@lendwell/contracts';
import { checkTemplate, renderTemplate } from '../servicing/message-template.js';
import { DPD_BUCKETS, type DpdBucket } from './buckets.js';

export const SCRIPT_VARIABLES = [
  'name',
  'amountDue',
  'dueDate',
  'daysPastDue',
  'orderNo',
  'lender',
  'collector',
] as const;
export type ScriptVariable = (typeof SCRIPT_VARIABLES)[number];
export type ScriptValues = Record<ScriptVariable, string>;

/** A script is read, not texted: it may be longer than an SMS. */
export const SCRIPT_MAX_LENGTH = 2_000;

export const scriptKind = (bucket: DpdBucket) => `script:${bucket}`;

/** Words that threaten, insult or shame (the circular's list); a script carrying one is refused. */
const FORBIDDEN = [
  /\bjail\b/i,
  /\bprison\b/i,
  /\barrest/i,
  /\bpolice\b/i,
  /\bshame/i,
  /\bstupid\b/i,
  /\bthief\b/i,
  /\bscammer\b/i,
  /\bfacebook\b/i,
  /\bpost (?:your|you)\b/i,
  /\bemployer\b/i,
];

/** Null when the script may be approved; otherwise a sentence saying what is wrong. */
export function checkScript(body: string): string | null {
  const problem = checkTemplate(body, SCRIPT_VARIABLES, SCRIPT_MAX_LENGTH);
  if (problem) return problem;
  const word = FORBIDDEN.map((w) => body.match(w)?.[0]).find((m) => m !== undefined);
  if (word)
    return `"${word}" reads as a threat or as shaming the borrower, which SEC MC 18 forbids; say it another way`;
  return null;
}

/** The script with the loan's values filled in; the body must have passed checkScript. */
export function renderScript(body: string, values: ScriptValues): string {
  return renderTemplate(body, values);
}

const longDate = new Intl.DateTimeFormat('en-PH', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A date as a collector reads it aloud ("April 6, 2026"); an empty string when there is none. */
export function spokenDate(isoDate: string | null): string {
  return isoDate ? longDate.format(new Date(`${isoDate}T00:00:00Z`)) : '';
}

/** The values of one loan, in pesos and spoken dates. */
export function scriptValues(loan: {
  borrowerName: string | null;
  outstandingCents: number;
  oldestDueOn: string | null;
  daysPastDue: number;
  orderNo: string;
  lender: string;
  collector: string;
}): ScriptValues {
  return {
    name: loan.borrowerName?.trim() || 'the borrower',
    amountDue: formatMoney(loan.outstandingCents),
    dueDate: spokenDate(loan.oldestDueOn),
    daysPastDue: String(loan.daysPastDue),
    orderNo: loan.orderNo,
    lender: loan.lender,
    collector: loan.collector,
  };
}

/** The words a lender starts with (version 0 of each bucket); supervisors approve versions over them. */
export const DEFAULT_SCRIPTS: Record<DpdBucket, string> = {
  '1-7':
    'Good day, may I speak with {name}? This is {collector} from {lender}, about your loan number {orderNo}. ' +
    'Your payment of {amountDue} was due on {dueDate}, {daysPastDue} days ago. ' +
    'You can pay in the app with your pay code. When can you pay? (Record the date and amount as a promise.)',
  '8-30':
    'Good day, may I speak with {name}? This is {collector} from {lender}, about your loan number {orderNo}. ' +
    'The loan is {daysPastDue} days past due and {amountDue} is now outstanding, since {dueDate}. ' +
    'Late charges grow each day it stays unpaid. Can we agree on a date and an amount you can pay?',
  '31-60':
    'Good day, may I speak with {name}? This is {collector} from {lender}, about your loan number {orderNo}. ' +
    'The loan has been unpaid since {dueDate} ({daysPastDue} days) and {amountDue} is outstanding. ' +
    'We want to help you settle it. What amount can you pay, and by when? If you are in difficulty, tell me and I will note it.',
  '61-90':
    'Good day, may I speak with {name}? This is {collector} from {lender}, about your loan number {orderNo}. ' +
    'The loan is {daysPastDue} days past due with {amountDue} outstanding since {dueDate}. ' +
    'Please agree with me today on a payment date and amount so the account can be brought back in order.',
  '90+':
    'Good day, may I speak with {name}? This is {collector} from {lender}, about your loan number {orderNo}. ' +
    'The loan has been unpaid for {daysPastDue} days since {dueDate}; {amountDue} is outstanding. ' +
    'Please tell me how you will settle it; I will record your promise and send the details through the app.',
};

/** Values a preview fills in, so a supervisor sees a realistic script. */
export const SAMPLE_SCRIPT_VALUES: ScriptValues = {
  name: 'Maria Santos',
  amountDue: '₱5,606.67',
  dueDate: 'April 6, 2026',
  daysPastDue: '4',
  orderNo: 'LW-20260406-0001',
  lender: 'Lendwell',
  collector: 'Ana Reyes',
};

// The built-in words must pass the rule every approved version passes.
for (const b of DPD_BUCKETS) {
  const problem = checkScript(DEFAULT_SCRIPTS[b]);
  if (problem) throw new Error(`built-in script ${b}: ${problem}`);
}
