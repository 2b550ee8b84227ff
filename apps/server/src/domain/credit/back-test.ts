// Back-test and comparison of rule sets (decision 058): a draft replayed over past applications'
// stored inputs beside the live set, with the outcomes of the loans that were disbursed split by the
// draft's bands; and the differences between two rule sets in words.
import {
  CREDIT_ATTRIBUTE_WORDS,
  CREDIT_OUTCOME_WORDS,
  type CreditOutcome,
  type CreditRuleSetConfig,
} from '@lendwell/contracts';
import { decide, type DecisionInputs } from './engine.js';

/** How a disbursed loan went: repaid on time, repaid late, or still running (with its worst days past due). */
export type LoanOutcome = { state: 'onTime' | 'late' | 'running'; maxDaysPastDue: number };
export type BackTestItem = { inputs: DecisionInputs; loan: LoanOutcome | null };

export const DPD_BUCKETS = ['0', '1–7', '8–30', '31+'] as const;
const bucketOf = (dpd: number) => (dpd <= 0 ? '0' : dpd <= 7 ? '1–7' : dpd <= 30 ? '8–30' : '31+');

type Counts = Record<CreditOutcome, number>;
export type BandOutcomes = {
  band: string;
  applications: number;
  disbursed: number;
  onTime: number;
  late: number;
  running: number;
  byDaysPastDue: Record<(typeof DPD_BUCKETS)[number], number>;
};
export type BackTest = {
  applications: number;
  live: Counts;
  draft: Counts;
  /** Applications whose outcome the draft changes, from → to. */
  moved: { from: CreditOutcome; to: CreditOutcome; count: number }[];
  byDraftBand: BandOutcomes[];
};

const zero = (): Counts => ({ approve: 0, refer: 0, decline: 0 });

/** Replays each stored application under both rule sets. Pure: the same items give the same figures. */
export function backTest(
  items: readonly BackTestItem[],
  live: CreditRuleSetConfig,
  draft: CreditRuleSetConfig,
): BackTest {
  const result: BackTest = { applications: items.length, live: zero(), draft: zero(), moved: [], byDraftBand: [] };
  const moved = new Map<string, number>();
  const bands = new Map<string, BandOutcomes>();
  for (const band of [...draft.bands].sort((a, b) => b.minScore - a.minScore))
    bands.set(band.name, {
      band: band.name,
      applications: 0,
      disbursed: 0,
      onTime: 0,
      late: 0,
      running: 0,
      byDaysPastDue: { '0': 0, '1–7': 0, '8–30': 0, '31+': 0 },
    });
  for (const item of items) {
    const before = decide(item.inputs, live).outcome;
    const after = decide(item.inputs, draft);
    result.live[before] += 1;
    result.draft[after.outcome] += 1;
    if (before !== after.outcome)
      moved.set(`${before}>${after.outcome}`, (moved.get(`${before}>${after.outcome}`) ?? 0) + 1);
    const name = after.band ?? 'none';
    if (!bands.has(name))
      bands.set(name, {
        band: name,
        applications: 0,
        disbursed: 0,
        onTime: 0,
        late: 0,
        running: 0,
        byDaysPastDue: { '0': 0, '1–7': 0, '8–30': 0, '31+': 0 },
      });
    const row = bands.get(name)!;
    row.applications += 1;
    if (item.loan) {
      row.disbursed += 1;
      row[item.loan.state] += 1;
      row.byDaysPastDue[bucketOf(item.loan.maxDaysPastDue)] += 1;
    }
  }
  result.moved = [...moved].map(([key, count]) => {
    const [from, to] = key.split('>') as [CreditOutcome, CreditOutcome];
    return { from, to, count };
  });
  result.byDraftBand = [...bands.values()];
  return result;
}

const LABELS: Record<string, string> = {
  'eligibility.minAgeYears': 'Minimum age',
  'eligibility.maxAgeYears': 'Maximum age (under)',
  'eligibility.onIncompleteCertify': 'Incomplete certify data',
  'eligibility.onDuplicateDevice': 'Another account on the device',
  'reapplyAfterDays.eligibility': 'Wait after an eligibility decline (days)',
  'reapplyAfterDays.identity': 'Wait after an identity decline (days)',
  'reapplyAfterDays.credit': 'Wait after a credit decline (days)',
  'limits.stepCents': 'Limit step per loan repaid on time',
  'limits.onLate': 'After a late loan',
  'limits.lowerCents': 'Limit lowered per late loan',
};
const ATTRIBUTES: Record<string, string> = CREDIT_ATTRIBUTE_WORDS;

const money = (cents: number) => `₱${(cents / 100).toLocaleString('en-PH')}`;
const show = (key: string, value: unknown) =>
  typeof value === 'number' && key.endsWith('Cents') ? money(value) : String(value);

/** The differences between two rule sets, one sentence each (empty when they are the same). */
export function compareRuleSets(live: CreditRuleSetConfig, draft: CreditRuleSetConfig): string[] {
  const changes: string[] = [];
  for (const [key, label] of Object.entries(LABELS)) {
    const [group, field] = key.split('.') as [keyof CreditRuleSetConfig, string];
    const a = (live[group] as Record<string, unknown>)[field];
    const b = (draft[group] as Record<string, unknown>)[field];
    if (a !== b) changes.push(`${label}: ${show(field, a)} → ${show(field, b)}`);
  }
  for (const [attr, label] of Object.entries(ATTRIBUTES)) {
    const a = JSON.stringify(live.scorecard[attr as keyof CreditRuleSetConfig['scorecard']]);
    const b = JSON.stringify(draft.scorecard[attr as keyof CreditRuleSetConfig['scorecard']]);
    if (a !== b) changes.push(`${label}: points changed`);
  }
  const liveBands = new Map(live.bands.map((band) => [band.name, band]));
  const draftBands = new Map(draft.bands.map((band) => [band.name, band]));
  for (const band of draft.bands) {
    const was = liveBands.get(band.name);
    if (!was) {
      changes.push(
        `Band ${band.name} added: from ${band.minScore} points, ${CREDIT_OUTCOME_WORDS[band.outcome].toLowerCase()}, first limit ${money(band.firstLimitCents)}`,
      );
      continue;
    }
    if (was.minScore !== band.minScore)
      changes.push(`Band ${band.name} starts at ${was.minScore} → ${band.minScore} points`);
    if (was.outcome !== band.outcome)
      changes.push(`Band ${band.name}: ${CREDIT_OUTCOME_WORDS[was.outcome]} → ${CREDIT_OUTCOME_WORDS[band.outcome]}`);
    if (was.firstLimitCents !== band.firstLimitCents)
      changes.push(`Band ${band.name} first limit: ${money(was.firstLimitCents)} → ${money(band.firstLimitCents)}`);
  }
  for (const band of live.bands) if (!draftBands.has(band.name)) changes.push(`Band ${band.name} removed`);
  return changes;
}
