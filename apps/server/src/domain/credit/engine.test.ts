import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { creditRuleSetConfigSchema, type CreditRuleSetConfig } from '@lendwell/contracts';
import { bandOf, binPoints, decide, limitFor, scorecard, validateRuleSet, type DecisionInputs } from './engine.js';
import { DEFAULT_RULE_SET } from './default-rule-set.js';

const rules: CreditRuleSetConfig = DEFAULT_RULE_SET;

/** A complete first-time applicant: 31 years old, private employee earning ₱18,000 (score 85, band C). */
const applicant = (over: Partial<DecisionInputs> = {}): DecisionInputs => ({
  today: '2026-06-01',
  birthDate: '1995-03-10',
  certifyComplete: true,
  idNumberValid: true,
  openLoan: false,
  blocked: false,
  duplicateIdNumber: false,
  duplicatePhone: false,
  duplicateDevice: false,
  monthlyIncomePesos: 18_000,
  employmentType: 'private',
  monthsInJob: null,
  pastLoans: [],
  firstLimitCents: null,
  requestedCents: 500_000,
  productMinCents: 100_000,
  productMaxCents: 2_000_000,
  ...over,
});

describe('scorecard', () => {
  it('gives each attribute its bin, and missing data its missing points', () => {
    const points = Object.fromEntries(scorecard(applicant(), rules).map((p) => [p.attribute, p.points]));
    expect(points).toEqual({
      monthlyIncomePesos: 20,
      employmentType: 35,
      monthsInJob: 5,
      ageYears: 25,
      loansRepaidOnTime: 0,
      maxDaysPastDue: 0,
    });
    const empty = scorecard(applicant({ monthlyIncomePesos: null, employmentType: null, birthDate: null }), rules);
    expect(empty.filter((p) => p.value === null).map((p) => p.attribute)).toEqual([
      'monthlyIncomePesos',
      'employmentType',
      'monthsInJob',
      'ageYears',
      'loansRepaidOnTime',
      'maxDaysPastDue',
    ]);
  });

  it('reads the highest bin at or below the value', () => {
    const bins = [
      { from: 0, points: 1 },
      { from: 10, points: 2 },
      { from: 5, points: 3 },
    ];
    expect(binPoints(bins, 4, -9)).toBe(1);
    expect(binPoints(bins, 5, -9)).toBe(3);
    expect(binPoints(bins, 9_999, -9)).toBe(2);
    expect(binPoints(bins, null, -9)).toBe(-9);
  });

  it('scores repeat history: loans repaid on time and the worst days past due', () => {
    const repeat = scorecard(
      applicant({
        pastLoans: [
          { settled: true, maxDaysPastDue: 0 },
          { settled: true, maxDaysPastDue: 9 },
        ],
      }),
      rules,
    );
    expect(repeat.find((p) => p.attribute === 'loansRepaidOnTime')).toMatchObject({ value: 1, points: 40 });
    expect(repeat.find((p) => p.attribute === 'maxDaysPastDue')).toMatchObject({ value: 9, points: -80 });
  });
});

describe('eligibility rules', () => {
  it('declines under 18 and at the maximum age, with the eligibility reason and a date to reapply', () => {
    const young = decide(applicant({ birthDate: '2009-01-01' }), rules);
    expect(young).toMatchObject({ outcome: 'decline', reasonCategory: 'eligibility', reapplyOn: '2026-07-01' });
    expect(young.rules.find((r) => r.rule === 'age')).toMatchObject({ passed: false });
    expect(decide(applicant({ birthDate: '1961-06-01' }), rules).outcome).toBe('decline');
    expect(decide(applicant({ birthDate: '1961-06-02' }), rules).outcome).not.toBe('decline');
  });

  it('declines an ID number that does not fit its type, and a second account with the same ID (flagged)', () => {
    expect(decide(applicant({ idNumberValid: false }), rules)).toMatchObject({
      outcome: 'decline',
      reasonCategory: 'identity',
      reapplyOn: '2026-08-30',
    });
    const twin = decide(applicant({ duplicateIdNumber: true }), rules);
    expect(twin).toMatchObject({ outcome: 'decline', reasonCategory: 'identity', flags: ['oneBorrowerPerId'] });
  });

  it('declines an open loan and the block list', () => {
    expect(decide(applicant({ openLoan: true }), rules).reasonCategory).toBe('eligibility');
    expect(decide(applicant({ blocked: true }), rules).reasonCategory).toBe('eligibility');
  });

  it('refers incomplete certify data and a shared device instead of scoring them', () => {
    const missing = decide(
      applicant({ certifyComplete: false, birthDate: null, monthlyIncomePesos: null, employmentType: null }),
      rules,
    );
    expect(missing).toMatchObject({ outcome: 'refer', reasonCategory: null, reapplyOn: null });
    const device = decide(applicant({ duplicateDevice: true, monthlyIncomePesos: 80_000 }), rules);
    expect(device).toMatchObject({ outcome: 'refer', flags: ['oneBorrowerPerDevice'] });
  });
});

describe('bands', () => {
  it('approves a strong profile, refers a middling one and declines a weak one', () => {
    expect(decide(applicant({ monthlyIncomePesos: 80_000, employmentType: 'government' }), rules)).toMatchObject({
      outcome: 'approve',
      band: 'A',
      limitCents: 1_500_000,
    });
    expect(decide(applicant(), rules)).toMatchObject({ outcome: 'refer', band: 'C', score: 85 });
    expect(decide(applicant({ monthlyIncomePesos: 0, employmentType: 'none' }), rules)).toMatchObject({
      outcome: 'decline',
      reasonCategory: 'credit',
      reapplyOn: '2026-07-31',
      band: 'D',
    });
  });

  it('refers an amount above the limit', () => {
    const asked = decide(applicant({ monthlyIncomePesos: 45_000, requestedCents: 900_000 }), rules);
    expect(asked).toMatchObject({ outcome: 'refer', band: 'B', limitCents: 800_000 });
    expect(asked.rules.at(-1)).toMatchObject({ rule: 'withinLimit', passed: false });
  });

  it('picks the band with the highest minimum at or below the score', () => {
    expect(bandOf(rules, 150)?.name).toBe('A');
    expect(bandOf(rules, 149)?.name).toBe('B');
    expect(bandOf(rules, -10_001)).toBeNull();
  });
});

describe('limits', () => {
  it('a repeat borrower steps from the limit of their first loan, not from a better band since', () => {
    const repeat = applicant({
      monthlyIncomePesos: 80_000,
      employmentType: 'government',
      pastLoans: [{ settled: true, maxDaysPastDue: 0 }],
      firstLimitCents: 500_000,
    });
    expect(decide(repeat, rules)).toMatchObject({ band: 'A', limitCents: 700_000 });
  });

  const limits = rules.limits;
  it('steps up per loan repaid on time, up to the product maximum', () => {
    const onTime = { settled: true, maxDaysPastDue: 0 };
    expect(limitFor(500_000, [], limits, 2_000_000)).toBe(500_000);
    expect(limitFor(500_000, [onTime, onTime], limits, 2_000_000)).toBe(900_000);
    expect(limitFor(500_000, Array(20).fill(onTime), limits, 2_000_000)).toBe(2_000_000);
    expect(limitFor(500_000, [{ settled: false, maxDaysPastDue: 0 }], limits, 2_000_000)).toBe(500_000);
  });
  it('freezes after a late loan, or lowers it', () => {
    const late = { settled: true, maxDaysPastDue: 4 };
    const onTime = { settled: true, maxDaysPastDue: 0 };
    expect(limitFor(500_000, [onTime, late, onTime], limits, 2_000_000)).toBe(700_000);
    expect(limitFor(500_000, [onTime, late], { ...limits, onLate: 'lower' }, 2_000_000)).toBe(500_000);
    expect(limitFor(100_000, [late], { ...limits, onLate: 'lower' }, 2_000_000)).toBe(0);
  });
});

describe('rule set validation', () => {
  it('accepts the default rule set', () => {
    expect(validateRuleSet(rules)).toEqual([]);
  });
  it('names what is wrong in sentences', () => {
    const broken: CreditRuleSetConfig = {
      ...rules,
      eligibility: { ...rules.eligibility, maxAgeYears: 18 },
      bands: [
        { name: 'A', minScore: 100, outcome: 'refer', firstLimitCents: 100_000 },
        { name: 'a', minScore: 50, outcome: 'approve', firstLimitCents: 0 },
      ],
    };
    expect(validateRuleSet(broken)).toEqual([
      'The maximum age must be above the minimum age.',
      'Each band needs its own name.',
      'Band A scores higher than band a but has a harsher outcome.',
      'Band a approves with a first limit of ₱0.',
    ]);
  });
});

// Property tests: a decision is a function of its stored inputs and rule version.
const inputsArb: fc.Arbitrary<DecisionInputs> = fc.record({
  today: fc.constantFrom('2026-01-05', '2026-06-01', '2027-02-28'),
  birthDate: fc.option(
    fc
      .date({ min: new Date('1940-01-01'), max: new Date('2012-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
  ),
  certifyComplete: fc.boolean(),
  idNumberValid: fc.option(fc.boolean()),
  openLoan: fc.boolean(),
  blocked: fc.boolean(),
  duplicateIdNumber: fc.boolean(),
  duplicatePhone: fc.boolean(),
  duplicateDevice: fc.boolean(),
  monthlyIncomePesos: fc.option(fc.integer({ min: 0, max: 500_000 })),
  employmentType: fc.option(fc.constantFrom('private', 'government', 'self', 'ofw', 'freelance', 'none', 'other')),
  monthsInJob: fc.option(fc.integer({ min: 0, max: 600 })),
  pastLoans: fc.array(fc.record({ settled: fc.boolean(), maxDaysPastDue: fc.integer({ min: 0, max: 120 }) }), {
    maxLength: 8,
  }),
  firstLimitCents: fc.option(fc.integer({ min: 0, max: 2_000_000 })),
  requestedCents: fc.integer({ min: 100_000, max: 2_000_000 }),
  productMinCents: fc.constant(100_000),
  productMaxCents: fc.constant(2_000_000),
});

describe('properties', () => {
  it('replaying a stored decision (inputs and rule set through JSON) gives the same answer', () => {
    fc.assert(
      fc.property(inputsArb, (inputs) => {
        const stored = JSON.parse(JSON.stringify({ inputs, rules })) as { inputs: DecisionInputs; rules: unknown };
        const replayed = decide(stored.inputs, creditRuleSetConfigSchema.parse(stored.rules));
        expect(replayed).toEqual(decide(inputs, rules));
      }),
    );
  });

  it('a decline always carries a reason and a later date; an approval never does, and fits the limit', () => {
    fc.assert(
      fc.property(inputsArb, (inputs) => {
        const d = decide(inputs, rules);
        if (d.outcome === 'decline') {
          expect(d.reasonCategory).not.toBeNull();
          expect(d.reapplyOn! > inputs.today).toBe(true);
        } else {
          expect(d.reasonCategory).toBeNull();
          expect(d.reapplyOn).toBeNull();
        }
        if (d.outcome === 'approve') {
          expect(inputs.requestedCents).toBeLessThanOrEqual(d.limitCents);
          expect(d.rules.every((r) => r.passed)).toBe(true);
        }
        expect(d.limitCents).toBeGreaterThanOrEqual(0);
        expect(d.limitCents).toBeLessThanOrEqual(inputs.productMaxCents);
      }),
    );
  });

  it('one more loan repaid on time never lowers the limit', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ settled: fc.constant(true), maxDaysPastDue: fc.integer({ min: 0, max: 60 }) })),
        fc.constantFrom<'freeze' | 'lower'>('freeze', 'lower'),
        (loans, onLate) => {
          const l = { ...rules.limits, onLate };
          expect(
            limitFor(500_000, [...loans, { settled: true, maxDaysPastDue: 0 }], l, 2_000_000),
          ).toBeGreaterThanOrEqual(limitFor(500_000, loans, l, 2_000_000));
        },
      ),
    );
  });
});
