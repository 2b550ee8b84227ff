// The CIC layout and the month's extract with plain inputs (decision 119).
import { describe, expect, it } from 'vitest';
import {
  buildCicExtract,
  cicCorrectionRefusal,
  cicMonth,
  cicMonthState,
  contractStatusAt,
  splitFullName,
  type ContractFacts,
} from './cic-extract.js';
import { cicAmount, cicFile, cicLine, problemSentence, RECORD_LAYOUTS, validateCicRecords } from './cic-layout.js';

const subject = {
  userId: 7,
  fullName: 'Maria Clara dela Cruz',
  birthDate: '1995-06-15',
  sex: 'F',
  civilStatus: 'single',
  email: 'm@example.com',
  street: '12 Rizal St.',
  place: '1300000000|1300000000|1380100000|1380100001',
  mobile: '09171234567',
  idType: 'philsys',
  idNumber: '1234567890123456',
  employer: 'Acme Trading Inc.',
};
const contract: ContractFacts = {
  orderNo: 'LW2026010500001',
  userId: 7,
  disbursedOn: '2026-01-05',
  plannedEndOn: '2026-04-06',
  principalCents: 500_000,
  periods: 1,
  periodDays: 91,
  installmentCents: 560_667,
  nextPaymentOn: '2026-04-06',
  outstandingCents: 560_667,
  overdueInstallments: 0,
  overdueCents: 0,
  daysPastDue: 0,
  rolloversByMonthEnd: 0,
  settledOn: null,
  writtenOffOn: null,
};

describe('the CIC layout', () => {
  it('knows a month, its last day and its due date, the 5th of the next month', () => {
    expect(cicMonth('2026-02')).toEqual({ firstDay: '2026-02-01', lastDay: '2026-02-28', dueOn: '2026-03-05' });
    expect(cicMonth('2026-12')).toEqual({ firstDay: '2026-12-01', lastDay: '2026-12-31', dueOn: '2027-01-05' });
  });

  it('splits a Filipino full name into first, middle and last names', () => {
    expect(splitFullName('Maria Clara dela Cruz')).toEqual({
      firstName: 'Maria',
      middleName: 'Clara',
      lastName: 'dela Cruz',
    });
    expect(splitFullName('Jose Rizal')).toEqual({ firstName: 'Jose', middleName: '', lastName: 'Rizal' });
    expect(splitFullName('Ana Maria Reyes Santos')).toEqual({
      firstName: 'Ana Maria',
      middleName: 'Reyes',
      lastName: 'Santos',
    });
    expect(splitFullName('Juan de los Santos')).toEqual({
      firstName: 'Juan',
      middleName: '',
      lastName: 'de los Santos',
    });
  });

  it('gives each contract its status at month end', () => {
    const at = (c: Partial<ContractFacts>) => contractStatusAt({ ...contract, ...c }, '2026-04-30').status;
    expect(at({})).toBe('AC');
    expect(at({ daysPastDue: 12 })).toBe('PD');
    expect(at({ rolloversByMonthEnd: 1 })).toBe('RS');
    expect(at({ settledOn: '2026-04-06' })).toBe('CL');
    expect(at({ settledOn: '2026-03-01' })).toBe('CA');
    expect(at({ writtenOffOn: '2026-04-20', daysPastDue: 80 })).toBe('WO');
    // A settlement after month end is not yet seen.
    expect(at({ settledOn: '2026-05-02', daysPastDue: 3 })).toBe('PD');
  });

  it('writes pipe-delimited lines with DDMMYYYY dates and peso amounts, and a footer that counts', () => {
    const extract = buildCicExtract({
      month: '2026-04',
      providerCode: 'LW000001',
      correction: false,
      subjects: [subject],
      contracts: [contract],
      payments: [{ orderNo: contract.orderNo, paymentNo: 'P1', paidOn: '2026-04-06', amountCents: 100_050 }],
    });
    expect(validateCicRecords(extract.records)).toEqual([]);
    const lines = cicFile(extract.records.map((r) => r.record)).split('\r\n');
    expect(lines[0]).toBe('HD|LW000001|30042026|0|LW-1.0|');
    expect(lines[1]!.split('|').slice(0, 9)).toEqual([
      'ID',
      'LW000001',
      'HO',
      '30042026',
      'B7',
      'Maria',
      'Clara',
      'dela Cruz',
      'F',
    ]);
    expect(lines[1]!.split('|')).toHaveLength(RECORD_LAYOUTS.subject.length + 1);
    expect(lines[2]).toContain('|5000.00|');
    expect(lines[3]).toBe('IP|LW000001|HO|30042026|LW2026010500001|P1|06042026|1000.50');
    expect(lines[4]).toBe('FT|LW000001|3');
    expect(cicAmount(5)).toBe('0.05');
    expect(cicLine({ kind: 'footer', values: { providerCode: 'A|B\nC', recordCount: 0 } })).toBe('FT|A B C|0');
  });

  it('names each record and field that fails', () => {
    const extract = buildCicExtract({
      month: '2026-04',
      providerCode: 'LW000001',
      correction: true,
      subjects: [{ ...subject, birthDate: null, civilStatus: 'complicated' }],
      contracts: [{ ...contract, periods: 1.5 }],
      payments: [],
    });
    const problems = validateCicRecords(extract.records).map(problemSentence);
    expect(problems).toEqual([
      'Subject Maria Clara dela Cruz: date of birth is missing.',
      'Subject Maria Clara dela Cruz: civil status is not one of 1, 2, 3, 4.',
      'Contract LW2026010500001 of Maria Clara dela Cruz: number of installments is not a whole number.',
    ]);
  });
});

describe('a month at the CIC', () => {
  it('is overdue after the 5th of the next month with nothing submitted', () => {
    expect(cicMonthState([], '2026-05-05', '2026-05-05')).toBe('not_generated');
    expect(cicMonthState([], '2026-05-05', '2026-05-06')).toBe('overdue');
    expect(cicMonthState([{ status: 'generated', submittedAt: null }], '2026-05-05', '2026-05-02')).toBe('generated');
    expect(cicMonthState([{ status: 'generated', submittedAt: null }], '2026-05-05', '2026-05-07')).toBe('overdue');
    const submitted = { status: 'submitted', submittedAt: '2026-05-04T02:00:00Z' };
    expect(cicMonthState([submitted], '2026-05-05', '2026-06-01')).toBe('submitted');
    // A correction waiting after a submission is not overdue: the month was filed.
    expect(
      cicMonthState(
        [
          { status: 'generated', submittedAt: null },
          { ...submitted, status: 'corrected' },
        ],
        '2026-05-05',
        '2026-06-01',
      ),
    ).toBe('generated');
  });

  it('corrects only what was submitted', () => {
    expect(cicCorrectionRefusal('submitted')).toBeNull();
    expect(cicCorrectionRefusal('generated')).toMatch(/not submitted/);
    expect(cicCorrectionRefusal('corrected')).toMatch(/newest/);
  });
});
