// The credit decision (decision 057): eligibility rules, then a scorecard, then a band
// that approves, refers or declines, and the borrower's limit. A pure function of its inputs and the
// rule set, so a stored decision replays to the same answer. Missing certify data counts as missing:
// it fails the completeness rule and scores each attribute's `missingPoints`.
import {
  CREDIT_ATTRIBUTE_WORDS,
  type CreditOutcome,
  type CreditReason,
  type CreditRuleSetConfig,
} from '@lendwell/contracts';
import { addDays } from '../calendar.js';
import { ageOn } from '../kyc/age.js';
import type { Cents } from '../money.js';

/** One settled or live past loan of the borrower with us, oldest first. */
export type PastLoan = { settled: boolean; maxDaysPastDue: number };

/** Everything a decision reads; stored with it. No ID number, phone or device id: only what the rules concluded. */
export type DecisionInputs = {
  today: string;
  birthDate: string | null;
  certifyComplete: boolean;
  /** Null when no ID was given; false when the number does not fit its type. */
  idNumberValid: boolean | null;
  openLoan: boolean;
  blocked: boolean;
  duplicateIdNumber: boolean;
  duplicatePhone: boolean;
  duplicateDevice: boolean;
  monthlyIncomePesos: number | null;
  employmentType: string | null;
  monthsInJob: number | null;
  pastLoans: PastLoan[];
  /** The limit the borrower's first loan was given (their first band's); null before a first loan. */
  firstLimitCents: Cents | null;
  requestedCents: Cents;
  productMinCents: Cents;
  productMaxCents: Cents;
};

export type RuleName =
  | 'age'
  | 'certifyComplete'
  | 'idNumberValid'
  | 'noOpenLoan'
  | 'notBlocked'
  | 'oneBorrowerPerId'
  | 'oneBorrowerPerPhone'
  | 'oneBorrowerPerDevice'
  | 'withinLimit';

export type RuleResult = { rule: RuleName; passed: boolean; onFail: 'refer' | 'decline'; detail: string };
export type AttributePoints = { attribute: string; value: string | number | null; points: number };

export type Decision = {
  outcome: CreditOutcome;
  reasonCategory: CreditReason | null;
  reapplyOn: string | null;
  rules: RuleResult[];
  points: AttributePoints[];
  score: number;
  band: string | null;
  limitCents: Cents;
  /** Something a person should look at even when the answer is automatic (a second account with one ID). */
  flags: string[];
};

/** Points of a numeric value: the bin with the highest `from` at or below it, else the missing points. */
export function binPoints(bins: readonly { from: number; points: number }[], value: number | null, missing: number) {
  if (value === null) return missing;
  let best: { from: number; points: number } | null = null;
  for (const bin of bins) if (value >= bin.from && (!best || bin.from > best.from)) best = bin;
  return best ? best.points : missing;
}

/** A loan counts as repaid on time when it is settled and was never past due. */
export const repaidOnTime = (loan: PastLoan) => loan.settled && loan.maxDaysPastDue === 0;

/** The scorecard: points per attribute, summed. */
export function scorecard(inputs: DecisionInputs, config: CreditRuleSetConfig): AttributePoints[] {
  const card = config.scorecard;
  const age = inputs.birthDate ? ageOn(inputs.birthDate, inputs.today) : null;
  const withHistory = inputs.pastLoans.length > 0;
  const onTime = inputs.pastLoans.filter(repaidOnTime).length;
  const maxDpd = withHistory ? Math.max(...inputs.pastLoans.map((l) => l.maxDaysPastDue)) : null;
  const employment = inputs.employmentType;
  return [
    {
      attribute: 'monthlyIncomePesos',
      value: inputs.monthlyIncomePesos,
      points: binPoints(card.monthlyIncomePesos.bins, inputs.monthlyIncomePesos, card.monthlyIncomePesos.missingPoints),
    },
    {
      attribute: 'employmentType',
      value: employment,
      points:
        employment !== null && employment in card.employmentType.points
          ? card.employmentType.points[employment]!
          : card.employmentType.missingPoints,
    },
    {
      attribute: 'monthsInJob',
      value: inputs.monthsInJob,
      points: binPoints(card.monthsInJob.bins, inputs.monthsInJob, card.monthsInJob.missingPoints),
    },
    { attribute: 'ageYears', value: age, points: binPoints(card.ageYears.bins, age, card.ageYears.missingPoints) },
    {
      attribute: 'loansRepaidOnTime',
      value: withHistory ? onTime : null,
      points: binPoints(card.loansRepaidOnTime.bins, withHistory ? onTime : null, card.loansRepaidOnTime.missingPoints),
    },
    {
      attribute: 'maxDaysPastDue',
      value: maxDpd,
      points: binPoints(card.maxDaysPastDue.bins, maxDpd, card.maxDaysPastDue.missingPoints),
    },
  ];
}

/** The band a score falls in: the one with the highest minimum at or below it, or none. */
export function bandOf(config: CreditRuleSetConfig, score: number) {
  let best: CreditRuleSetConfig['bands'][number] | null = null;
  for (const band of config.bands) if (score >= band.minScore && (!best || band.minScore > best.minScore)) best = band;
  return best;
}

/**
 * The borrower's limit: the band's first limit, raised by a step for each loan repaid on time (up to
 * the product's maximum); a late loan lowers it by `lowerCents` or freezes it at its level.
 * Invariant: 0 ≤ limit ≤ productMaxCents.
 */
export function limitFor(
  firstLimitCents: Cents,
  pastLoans: readonly PastLoan[],
  limits: CreditRuleSetConfig['limits'],
  productMaxCents: Cents,
): number {
  let limit = Math.min(firstLimitCents, productMaxCents);
  let frozen = false;
  for (const loan of pastLoans) {
    if (!loan.settled) continue;
    if (loan.maxDaysPastDue > 0) {
      if (limits.onLate === 'freeze') frozen = true;
      else limit = Math.max(0, limit - limits.lowerCents);
    } else if (!frozen) {
      limit = Math.min(productMaxCents, limit + limits.stepCents);
    }
  }
  return limit;
}

const REASON_OF: Record<RuleName, CreditReason> = {
  age: 'eligibility',
  certifyComplete: 'eligibility',
  noOpenLoan: 'eligibility',
  notBlocked: 'eligibility',
  withinLimit: 'credit',
  idNumberValid: 'identity',
  oneBorrowerPerId: 'identity',
  oneBorrowerPerPhone: 'identity',
  oneBorrowerPerDevice: 'identity',
};

const peso = (cents: number) => `₱${(cents / 100).toLocaleString('en-PH', { minimumFractionDigits: 2 })}`;

/** The eligibility rules, each with its result in words (for the console). */
export function eligibility(inputs: DecisionInputs, config: CreditRuleSetConfig): RuleResult[] {
  const e = config.eligibility;
  const age = inputs.birthDate ? ageOn(inputs.birthDate, inputs.today) : null;
  const rule = (name: RuleName, passed: boolean, detail: string, onFail: 'refer' | 'decline' = 'decline') => ({
    rule: name,
    passed,
    onFail,
    detail,
  });
  return [
    rule(
      'certifyComplete',
      inputs.certifyComplete,
      inputs.certifyComplete ? 'all certify steps done' : 'certify steps missing',
      e.onIncompleteCertify,
    ),
    // Without a birth date the age cannot fail: the missing data is the completeness rule's to answer.
    rule(
      'age',
      age === null || (age >= e.minAgeYears && age < e.maxAgeYears),
      age === null ? 'no birth date' : `${age} years (allowed ${e.minAgeYears} to under ${e.maxAgeYears})`,
    ),
    rule(
      'idNumberValid',
      inputs.idNumberValid !== false,
      inputs.idNumberValid === null ? 'no ID given' : inputs.idNumberValid ? 'fits its type' : 'does not fit its type',
    ),
    rule('noOpenLoan', !inputs.openLoan, inputs.openLoan ? 'a loan is open' : 'no open loan'),
    rule('notBlocked', !inputs.blocked, inputs.blocked ? 'on the block list' : 'not on the block list'),
    rule(
      'oneBorrowerPerId',
      !inputs.duplicateIdNumber,
      inputs.duplicateIdNumber ? 'the ID number belongs to another account' : 'the ID number is this account’s only',
    ),
    rule(
      'oneBorrowerPerPhone',
      !inputs.duplicatePhone,
      inputs.duplicatePhone ? 'the phone belongs to another account' : 'one account on this phone number',
    ),
    rule(
      'oneBorrowerPerDevice',
      !inputs.duplicateDevice,
      inputs.duplicateDevice ? 'another account used this device' : 'no other account on this device',
      e.onDuplicateDevice,
    ),
  ];
}

/**
 * Decides an application. Order: a failed eligibility rule that declines wins; then one that refers
 * (missing data is a person's call, never a decline by score); then the score's band; an amount
 * above the limit is referred. Deterministic in (inputs, config).
 */
export function decide(inputs: DecisionInputs, config: CreditRuleSetConfig): Decision {
  const rules = eligibility(inputs, config);
  const points = scorecard(inputs, config);
  const score = points.reduce((sum, p) => sum + p.points, 0);
  const band = bandOf(config, score);
  // A first loan's limit comes from the band; later ones step from the limit the first loan was given.
  const limitCents =
    band && band.outcome !== 'decline'
      ? limitFor(
          inputs.firstLimitCents ?? band.firstLimitCents,
          inputs.pastLoans,
          config.limits,
          inputs.productMaxCents,
        )
      : 0;
  const flags = rules.filter((r) => !r.passed && r.rule.startsWith('oneBorrowerPer')).map((r) => r.rule);
  const declineOn = (reason: CreditReason): Decision => ({
    outcome: 'decline',
    reasonCategory: reason,
    reapplyOn: addDays(inputs.today, config.reapplyAfterDays[reason]),
    rules,
    points,
    score,
    band: band?.name ?? null,
    limitCents,
    flags,
  });
  const hardFail = rules.find((r) => !r.passed && r.onFail === 'decline');
  if (hardFail) return declineOn(REASON_OF[hardFail.rule]);
  const referred = rules.some((r) => !r.passed);
  if (!referred && (!band || band.outcome === 'decline')) return declineOn('credit');
  if (band && band.outcome !== 'decline')
    rules.push({
      rule: 'withinLimit',
      passed: inputs.requestedCents <= limitCents,
      onFail: 'refer',
      detail: `asked ${peso(inputs.requestedCents)}, limit ${peso(limitCents)}`,
    });
  const refer = rules.some((r) => !r.passed) || band?.outcome !== 'approve';
  return {
    outcome: refer ? 'refer' : 'approve',
    reasonCategory: null,
    reapplyOn: null,
    rules,
    points,
    score,
    band: band?.name ?? null,
    limitCents,
    flags,
  };
}

/** Problems of a rule set beyond its shape, as sentences a risk analyst reads; empty when it can be published. */
export function validateRuleSet(config: CreditRuleSetConfig): string[] {
  const problems: string[] = [];
  const e = config.eligibility;
  if (e.maxAgeYears <= e.minAgeYears) problems.push('The maximum age must be above the minimum age.');
  const names = config.bands.map((b) => b.name.toLowerCase());
  if (new Set(names).size !== names.length) problems.push('Each band needs its own name.');
  const minima = config.bands.map((b) => b.minScore);
  if (new Set(minima).size !== minima.length) problems.push('Two bands start at the same score.');
  if (!config.bands.some((b) => b.outcome === 'approve'))
    problems.push('No band approves: every application would wait for a reviewer or be declined.');
  const ordered = [...config.bands].sort((a, b) => a.minScore - b.minScore);
  const rank = { decline: 0, refer: 1, approve: 2 } as const;
  for (let i = 1; i < ordered.length; i += 1) {
    const lower = ordered[i - 1]!;
    const higher = ordered[i]!;
    if (rank[higher.outcome] < rank[lower.outcome])
      problems.push(`Band ${higher.name} scores higher than band ${lower.name} but has a harsher outcome.`);
    if (higher.outcome !== 'decline' && lower.outcome !== 'decline' && higher.firstLimitCents < lower.firstLimitCents)
      problems.push(`Band ${higher.name} scores higher than band ${lower.name} but starts with a lower limit.`);
  }
  for (const band of config.bands)
    if (band.outcome !== 'decline' && band.firstLimitCents === 0)
      problems.push(`Band ${band.name} ${band.outcome}s with a first limit of ₱0.`);
  const card = config.scorecard;
  const binned = [
    [CREDIT_ATTRIBUTE_WORDS.monthlyIncomePesos, card.monthlyIncomePesos],
    [CREDIT_ATTRIBUTE_WORDS.monthsInJob, card.monthsInJob],
    [CREDIT_ATTRIBUTE_WORDS.ageYears, card.ageYears],
    [CREDIT_ATTRIBUTE_WORDS.loansRepaidOnTime, card.loansRepaidOnTime],
    [CREDIT_ATTRIBUTE_WORDS.maxDaysPastDue, card.maxDaysPastDue],
  ] as const;
  for (const [label, attr] of binned) {
    const froms = attr.bins.map((b) => b.from);
    if (new Set(froms).size !== froms.length) problems.push(`${label}: two bins start at the same value.`);
    if (!froms.includes(0)) problems.push(`${label}: the bins must start at 0 so every value scores.`);
  }
  return problems;
}
