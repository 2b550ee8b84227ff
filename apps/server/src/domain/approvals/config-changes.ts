// What a configuration proposal changes, in the sentence the checker reads (decision 123): a product's
// terms before → after in pesos, percent and days; a credit rule set's version and its changes against
// the live set; a general-ledger account or a mapping of the chart by code and name. Pure.
import { formatBps, formatMoney, type ConsoleProductTerms, type GlAccountInput } from '@lendwell/contracts';

type Tier = ConsoleProductTerms['overdueTiers'][number];
const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
const tiers = (list: readonly Tier[]) =>
  list
    .map((t) => `day ${t.fromDay}${t.toDay === null ? ' on' : `–${t.toDay}`} at ${formatBps(t.monthlyRateBps)} a month`)
    .join(', ');
const quoted = (s: string) => (s ? `“${s}”` : 'none');

/** Each editable term in words: its label and how its value reads. */
const PRODUCT_FIELDS: { [K in keyof ConsoleProductTerms]: [string, (v: ConsoleProductTerms[K]) => string] } = {
  name: ['name', quoted],
  logoUrl: ['logo', (v) => v],
  minAmountCents: ['smallest amount', formatMoney],
  maxAmountCents: ['largest amount', formatMoney],
  amountStepCents: ['amount step', formatMoney],
  defaultAmountCents: ['amount offered first', formatMoney],
  periods: ['installments', String],
  periodDays: ['days per installment', days],
  monthlyInterestRateBps: ['monthly interest', formatBps],
  serviceFeeBps: ['service fee', formatBps],
  feeTiming: ['service fee taken', (v) => (v === 'upfront' ? 'from the proceeds' : 'added to the repayment')],
  defaultPenaltyNewCents: ['late charge for new borrowers', formatMoney],
  defaultPenaltyRepeatCents: ['late charge for repeat borrowers', formatMoney],
  overdueTiers: ['overdue interest', tiers],
  rolloverFeeBps: ['rollover fee', formatBps],
  dueSoonDays: ['"due soon" from', (v) => `${days(v)} before the due date`],
  tags: ['tags', (v) => (v.length ? v.join(', ') : 'none')],
  rangeDescription: ['range text', quoted],
  tagsFil: ['tags in Filipino', (v) => (v.length ? v.join(', ') : 'none')],
  rangeDescriptionFil: ['range text in Filipino', quoted],
  recommended: ['recommended', (v) => (v ? 'yes' : 'no')],
};

/**
 * "Change product “Quick Cash” (QUICK): monthly interest 5.00% → 4.50%; largest amount ₱10,000.00 →
 * ₱12,000.00." Null when no term changes (nothing to approve).
 */
export function productChangeSentence(
  code: string,
  before: ConsoleProductTerms,
  after: ConsoleProductTerms,
): string | null {
  const parts: string[] = [];
  for (const key of Object.keys(PRODUCT_FIELDS) as (keyof ConsoleProductTerms)[]) {
    const [label, show] = PRODUCT_FIELDS[key] as [string, (v: unknown) => string];
    const [from, to] = [show(before[key]), show(after[key])];
    if (from !== to) parts.push(`${label} ${from} → ${to}`);
  }
  if (parts.length === 0) return null;
  return `Change product “${before.name}” (${code}): ${parts.join('; ')}. It is saved as a new version; orders already made keep their terms.`;
}

/** "Publish credit rules version 4 (“tighter limits”) in place of version 3: Minimum age: 21 → 23." */
export function ruleSetPublishSentence(
  draft: { version: number; note: string },
  liveVersion: number | null,
  changes: readonly string[],
): string {
  const note = draft.note.trim() ? ` (“${draft.note.trim()}”)` : '';
  const instead = liveVersion === null ? '' : ` in place of version ${liveVersion}`;
  const what = changes.length ? `: ${changes.join('; ')}` : ', with the same rules';
  return `Publish credit rules version ${draft.version}${note}${instead}${what}. New applications are decided by it at once.`;
}

const KIND_WORDS: Record<GlAccountInput['kind'], string> = {
  asset: 'an asset',
  liability: 'a liability',
  equity: 'equity',
  income: 'income',
  expense: 'an expense',
};
const accountWords = (a: GlAccountInput) => `${KIND_WORDS[a.kind]}${a.control ? ', a control account' : ''}`;

/**
 * "Add account 2150 Interest in suspense (a liability)." or "Change account 4100: name Interest income →
 * Interest earned." Null when the account is already exactly so.
 */
export function accountChangeSentence(before: GlAccountInput | null, after: GlAccountInput): string | null {
  if (!before) return `Add account ${after.code} ${after.name} (${accountWords(after)}) to the chart.`;
  const parts: string[] = [];
  if (before.name !== after.name) parts.push(`name ${before.name} → ${after.name}`);
  if (before.kind !== after.kind) parts.push(`kind ${KIND_WORDS[before.kind]} → ${KIND_WORDS[after.kind]}`);
  if (before.control !== after.control)
    parts.push(after.control ? 'it becomes a control account' : 'it is no longer a control account');
  if (parts.length === 0) return null;
  return `Change account ${before.code} ${before.name}: ${parts.join('; ')}.`;
}

/** "Post interest owed by borrowers to 1210 Interest receivable instead of 1200 Loans receivable." */
export function mappingChangeSentence(
  ledgerWords: string,
  before: { code: string; name: string } | null,
  after: { code: string; name: string },
): string | null {
  if (before?.code === after.code) return null;
  const was = before ? `instead of ${before.code} ${before.name}` : 'instead of the suspense account';
  return `Roll ${ledgerWords} up to ${after.code} ${after.name} ${was}; every report reads the new mapping.`;
}
