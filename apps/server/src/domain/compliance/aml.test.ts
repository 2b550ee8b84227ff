// The AML rules with plain inputs (decision 125): the UN list read from its published XML, names matched with
// the date of birth weighing in, each monitoring rule firing on its pattern and not on an ordinary borrower
// (with the back-test's figures printed), the risk rating's reasons, and the report deadline over a weekend.
import { describe, expect, it } from 'vitest';
import { readUnSanctionsList } from './sanctions-list.js';
import { normaliseName, screenName, similarity } from './name-match.js';
import {
  DEFAULT_THRESHOLDS,
  backTestMonitoring,
  monitor,
  thresholdProblem,
  type LoanActivity,
} from './transaction-monitoring.js';
import { rateCustomer } from './risk-rating.js';
import { REPORT_COLUMNS, reportCsv, reportDueOn } from './aml-report.js';
import { UN_LIST_XML } from '../../test/un-sanctions-list.js';

describe('the UN consolidated list', () => {
  it('reads individuals with their aliases and dates of birth, and skips entities', () => {
    const read = readUnSanctionsList(UN_LIST_XML);
    if (!read.ok) throw new Error(read.problem);
    expect(read.list.generatedOn).toBe('2026-11-20');
    expect(read.list.entries).toEqual([
      {
        referenceNumber: 'QDi.999',
        fullName: 'JUANITO SANTOS MAGBANUA',
        names: ['JUANITO SANTOS MAGBANUA', 'Abu Magbanua'],
        birthDates: ['1980-03-04'],
        listedOn: '2020-01-15',
      },
      {
        referenceNumber: 'QDi.998',
        fullName: 'Maria Reyes',
        names: ['Maria Reyes'],
        birthDates: ['1970', '1971', '1972'],
        listedOn: null,
      },
    ]);
  });

  it('refuses a file that is not the list, with a sentence', () => {
    expect(readUnSanctionsList('<html><body/></html>')).toEqual({
      ok: false,
      problem: 'The file is not a UN consolidated list: it has no CONSOLIDATED_LIST.',
    });
    expect(readUnSanctionsList('<CONSOLIDATED_LIST><INDIVIDUALS/></CONSOLIDATED_LIST>').ok).toBe(false);
  });
});

describe('name matching', () => {
  const read = readUnSanctionsList(UN_LIST_XML);
  const listed = read.ok ? read.list.entries : [];

  it('normalises case, accents and order', () => {
    expect(normaliseName('Magbanúa, JUANITO  Santos')).toBe(normaliseName('juanito santos magbanua'));
    expect(similarity('abc', 'abc')).toBe(1);
  });

  it('matches exactly in any order, fuzzily within the threshold, and lets the date of birth decide', () => {
    expect(screenName({ fullName: 'Santos Magbanua Juanito', birthDate: null }, listed)[0]).toMatchObject({
      referenceNumber: 'QDi.999',
      kind: 'exact',
      birthDate: 'unknown',
    });
    // One letter off: a fuzzy match, confirmed by the same date of birth.
    expect(screenName({ fullName: 'Juanito Santos Magbanwa', birthDate: '1980-03-04' }, listed)[0]).toMatchObject({
      kind: 'fuzzy',
      birthDate: 'same',
    });
    // The same near name born in another year is not the listed person.
    expect(screenName({ fullName: 'Juanito Santos Magbanwa', birthDate: '1999-01-01' }, listed)).toEqual([]);
    // A year from the listed range agrees with a full date.
    expect(screenName({ fullName: 'Maria Reyes', birthDate: '1971-06-01' }, listed)[0]?.birthDate).toBe('same');
    expect(screenName({ fullName: 'Maria Clara dela Cruz', birthDate: '1990-01-01' }, listed)).toEqual([]);
  });
});

const ordinary: LoanActivity = {
  orderId: 1,
  orderNo: 'LW1',
  userId: 1,
  principalCents: 500_000,
  disbursedOn: '2026-01-01',
  paidOffOn: '2026-04-01',
  monthlyIncomePesos: 30_000,
  payments: [
    { paymentNo: 'P1', amountCents: 200_000, paidOn: '2026-02-01', source: 'gcash' },
    { paymentNo: 'P2', amountCents: 400_000, paidOn: '2026-04-01', source: 'gcash' },
  ],
};

describe('transaction monitoring', () => {
  const t = DEFAULT_THRESHOLDS;
  it('raises nothing on an ordinary borrower', () => {
    expect(monitor([ordinary], t)).toEqual([]);
  });

  it('fires each rule on its pattern', () => {
    const quick = { ...ordinary, orderId: 2, paidOffOn: '2026-01-05' };
    const payers = {
      ...ordinary,
      orderId: 3,
      payments: ['a', 'b', 'c'].map((s, i) => ({
        paymentNo: `M${i}`,
        amountCents: 100_000,
        paidOn: '2026-02-01',
        source: s,
      })),
    };
    const big = {
      ...ordinary,
      orderId: 4,
      payments: [{ paymentNo: 'B1', amountCents: 7_000_000, paidOn: '2026-02-01', source: 'x' }],
    };
    const covered = {
      ...ordinary,
      orderId: 5,
      userId: 9,
      principalCents: 50_000_000,
      monthlyIncomePesos: 900_000,
      payments: [
        { paymentNo: 'C1', amountCents: 30_000_000, paidOn: '2026-03-02', source: 'x' },
        { paymentNo: 'C2', amountCents: 20_000_001, paidOn: '2026-03-02', source: 'x' },
      ],
    };
    const rulesOf = (loan: LoanActivity) => monitor([loan], t).map((h) => h.rule);
    expect(rulesOf(quick)).toEqual(['quick-payoff']);
    expect(rulesOf(payers)).toEqual(['many-payers']);
    expect(rulesOf(big)).toEqual(['out-of-profile']);
    expect(rulesOf(covered)).toEqual(['covered-transaction']);
    // Exactly ₱500,000 in a day is not over the threshold.
    expect(rulesOf({ ...covered, payments: [{ ...covered.payments[0]!, amountCents: 50_000_000 }] })).toEqual([]);

    const figures = backTestMonitoring([ordinary, quick, payers, big, covered], t);
    console.info('monitoring back-test over the five sample loans', JSON.stringify(figures));
    expect(figures).toMatchObject({ loans: 5, borrowers: 2, borrowersFlagged: 2 });
    expect(figures.byRule.map((r) => r.alerts)).toEqual([1, 1, 1, 1]);
  });

  it('refuses a threshold out of range, naming it in words', () => {
    expect(thresholdProblem({ ...t, manyPayersCount: 1 })).toEqual({
      field: 'manyPayersCount',
      message: 'Different payers for one loan must be a whole number from 2 to 20',
    });
    expect(thresholdProblem(t)).toBeNull();
  });
});

describe('customer risk rating', () => {
  const base = {
    sanctionsMatch: false,
    employmentType: 'private',
    monthlyIncomePesos: 30_000,
    monitoringAlerts: 0,
    reportsFiled: 0,
  };
  it('rates from the documented factors, with reasons', () => {
    expect(rateCustomer(base)).toEqual({ rating: 'low', score: 0, reasons: ['No risk factor found.'] });
    expect(rateCustomer({ ...base, employmentType: 'none' }).rating).toBe('medium');
    expect(rateCustomer({ ...base, sanctionsMatch: true })).toMatchObject({ rating: 'high' });
    expect(rateCustomer({ ...base, monitoringAlerts: 2 }).reasons).toEqual([
      '2 transaction monitoring alert(s) not closed as ordinary.',
    ]);
  });
});

describe('the report', () => {
  it('is due five working days after the alert: over a weekend', () => {
    // Raised Friday 2026-11-27: Mon 30 Nov is Bonifacio Day, so Tue 1 … Mon 7 December.
    expect(reportDueOn('2026-11-27')).toBe('2026-12-07');
    // Raised Thursday 2026-10-08: Fri 9, Mon 12 … Thu 15 October.
    expect(reportDueOn('2026-10-08')).toBe('2026-10-15');
  });

  it('writes one header and one line per alert, amounts in pesos', () => {
    const csv = reportCsv([
      {
        reportType: 'STR',
        alertId: 7,
        raisedOn: '2026-11-27',
        filedOn: '2026-11-30',
        subjectNumber: 'B12',
        subjectName: 'Juan dela Cruz',
        birthDate: '1990-01-01',
        address: 'Quezon City',
        idType: 'UMID',
        idLast4: '1234',
        contractNumber: 'LW1',
        amountCents: 123_456_78,
        rule: 'quick-payoff',
        narrative: 'Repaid in full in 2 days, "cash"',
        officer: 'staff:1:compliance',
      },
    ]);
    const [header, line] = csv.split('\r\n');
    expect(header).toBe(REPORT_COLUMNS.join(','));
    expect(line).toContain('STR,LW-STR-7,2026-11-27,2026-11-30,B12,Juan dela Cruz');
    expect(line).toContain(',123456.78,PHP,quick-payoff,"Repaid in full in 2 days, ""cash""",');
  });
});
