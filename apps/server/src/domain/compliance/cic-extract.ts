// A month's credit data for the Credit Information Corporation as records of the layout (decision 119):
// the month's dates and due date, each contract's status at month end, the borrower's name in the parts
// the layout asks for, and the records with the labels validation names them by. Pure: the service reads
// the database and passes plain facts.
import {
  CIVIL_STATUS_CODES,
  ID_TYPE_CODES,
  LAYOUT_VERSION,
  type CicContractStatus,
  type CicRecord,
} from './cic-layout.js';

/** A month as `YYYY-MM`: its first and last days, and the 5th of the next month, when its data is due at the CIC. */
export function cicMonth(month: string): { firstDay: string; lastDay: string; dueOn: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { firstDay: `${month}-01`, lastDay: `${month}-${String(last).padStart(2, '0')}`, dueOn: `${next}-05` };
}

/** The month a business date falls in, and the last month that has ended by it (the one to file next). */
export const monthOf = (isoDate: string) => isoDate.slice(0, 7);
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

// Particles that begin a Filipino surname ("dela Cruz", "de los Santos", "San Juan").
const SURNAME_PARTICLES = new Set([
  'de',
  'del',
  'dela',
  'della',
  'delos',
  'los',
  'las',
  'la',
  'san',
  'santa',
  'sta.',
  'sto.',
]);

/**
 * A full name as typed at certify split into first, middle and last names: the last word with the particles
 * before it is the surname, the word before that the middle name (the mother's surname, by Filipino custom) when two or more remain. An
 * assumption (decision 119): certify asks one name field, the layout three.
 */
export function splitFullName(fullName: string): { firstName: string; middleName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { firstName: '', middleName: '', lastName: '' };
  if (words.length === 1) return { firstName: words[0]!, middleName: '', lastName: '' };
  let start = words.length - 1;
  while (start > 1 && SURNAME_PARTICLES.has(words[start - 1]!.toLowerCase())) start -= 1;
  const before = words.slice(0, start);
  const middleName = before.length >= 2 ? before.pop()! : '';
  return { firstName: before.join(' '), middleName, lastName: words.slice(start).join(' ') };
}

export type ContractFacts = {
  orderNo: string;
  userId: number;
  disbursedOn: string;
  plannedEndOn: string;
  principalCents: number;
  periods: number;
  periodDays: number;
  installmentCents: number;
  nextPaymentOn: string | null;
  /** What the loan owed at month end, and what of it was past due. */
  outstandingCents: number;
  overdueInstallments: number;
  overdueCents: number;
  daysPastDue: number;
  rolloversByMonthEnd: number;
  settledOn: string | null;
  writtenOffOn: string | null;
};

/**
 * A contract's status at the month's end: written off (collections go on, so it stays open), paid at or after
 * its planned end or settled early before it, past due, restructured (rolled over), or active.
 */
export function contractStatusAt(
  c: Pick<ContractFacts, 'settledOn' | 'writtenOffOn' | 'plannedEndOn' | 'daysPastDue' | 'rolloversByMonthEnd'>,
  lastDay: string,
): { status: CicContractStatus; phase: 'AC' | 'CL'; actualEndOn: string | null } {
  if (c.writtenOffOn && c.writtenOffOn <= lastDay) return { status: 'WO', phase: 'AC', actualEndOn: null };
  if (c.settledOn && c.settledOn <= lastDay)
    return { status: c.settledOn < c.plannedEndOn ? 'CA' : 'CL', phase: 'CL', actualEndOn: c.settledOn };
  if (c.daysPastDue > 0) return { status: 'PD', phase: 'AC', actualEndOn: null };
  if (c.rolloversByMonthEnd > 0) return { status: 'RS', phase: 'AC', actualEndOn: null };
  return { status: 'AC', phase: 'AC', actualEndOn: null };
}

export type SubjectFacts = {
  userId: number;
  fullName: string | null;
  birthDate: string | null;
  sex: string | null;
  civilStatus: string | null;
  email: string | null;
  street: string | null;
  /** The certify place answer: PSGC codes of region, province, city and barangay, pipe-separated. */
  place: string | null;
  mobile: string;
  idType: string | null;
  idNumber: string | null;
  employer: string | null;
};

export type PaymentFacts = { orderNo: string; paymentNo: string; paidOn: string; amountCents: number };

export type CicExtract = {
  records: { label: string; record: CicRecord }[];
  counts: { subjects: number; contracts: number; installments: number };
};

/** The subject number the CIC knows a borrower by: ours, stable across months. */
export const subjectNo = (userId: number) => `B${userId}`;

/** The month's records, header to footer, each with the label a problem names it by (names, never numbers). */
export function buildCicExtract(input: {
  month: string;
  providerCode: string;
  correction: boolean;
  subjects: readonly SubjectFacts[];
  contracts: readonly ContractFacts[];
  payments: readonly PaymentFacts[];
}): CicExtract {
  const { lastDay } = cicMonth(input.month);
  const opening = { providerCode: input.providerCode, branchCode: 'HO', referenceDate: lastDay };
  const nameOf = new Map(input.subjects.map((s) => [s.userId, s.fullName?.trim() || `borrower ${s.userId}`]));
  const records: CicExtract['records'] = [
    {
      label: 'The header',
      record: {
        kind: 'header',
        values: {
          providerCode: input.providerCode,
          referenceDate: lastDay,
          submissionType: input.correction ? '1' : '0',
          layoutVersion: LAYOUT_VERSION,
        },
      },
    },
  ];
  for (const s of input.subjects) {
    const name = splitFullName(s.fullName ?? '');
    const placeParts = (s.place ?? '').split('|');
    records.push({
      label: `Subject ${nameOf.get(s.userId)}`,
      record: {
        kind: 'subject',
        values: {
          ...opening,
          subjectNo: subjectNo(s.userId),
          ...name,
          gender: s.sex,
          birthDate: s.birthDate,
          civilStatus: s.civilStatus ? (CIVIL_STATUS_CODES[s.civilStatus] ?? s.civilStatus) : null,
          nationality: 'PH',
          street: s.street,
          placeCode: placeParts[placeParts.length - 1] || null,
          mobile: s.mobile,
          email: s.email,
          idType: s.idType ? (ID_TYPE_CODES[s.idType] ?? s.idType) : null,
          idNumber: s.idNumber,
          employer: s.employer,
        },
      },
    });
  }
  for (const c of input.contracts) {
    const at = contractStatusAt(c, lastDay);
    records.push({
      label: `Contract ${c.orderNo} of ${nameOf.get(c.userId) ?? `borrower ${c.userId}`}`,
      record: {
        kind: 'contract',
        values: {
          ...opening,
          subjectNo: subjectNo(c.userId),
          role: 'B',
          contractNo: c.orderNo,
          contractType: 'CL',
          phase: at.phase,
          status: at.status,
          currency: 'PHP',
          startDate: c.disbursedOn,
          plannedEndDate: c.plannedEndOn,
          actualEndDate: at.actualEndOn,
          financedAmount: c.principalCents,
          installmentsNumber: c.periods,
          periodicityDays: c.periodDays,
          installmentAmount: c.installmentCents,
          nextPaymentDate: at.phase === 'CL' ? null : c.nextPaymentOn,
          outstandingBalance: c.outstandingCents,
          overdueInstallments: c.overdueInstallments,
          overdueAmount: c.overdueCents,
          overdueDays: c.daysPastDue,
          restructuredCount: c.rolloversByMonthEnd,
        },
      },
    });
  }
  for (const p of input.payments) {
    records.push({
      label: `Payment ${p.paymentNo} on contract ${p.orderNo}`,
      record: {
        kind: 'installment',
        values: {
          ...opening,
          contractNo: p.orderNo,
          paymentNo: p.paymentNo,
          paymentDate: p.paidOn,
          paymentAmount: p.amountCents,
        },
      },
    });
  }
  records.push({
    label: 'The footer',
    record: { kind: 'footer', values: { providerCode: input.providerCode, recordCount: records.length - 1 } },
  });
  return {
    records,
    counts: { subjects: input.subjects.length, contracts: input.contracts.length, installments: input.payments.length },
  };
}

/** Why a submission cannot be corrected, or null: only what was submitted to the CIC is corrected. */
export function cicCorrectionRefusal(status: string): string | null {
  if (status === 'submitted') return null;
  if (status === 'corrected') return 'was corrected already: correct the newest version';
  return 'is not submitted yet: generate the month again instead';
}

/**
 * Where a month stands, from its submissions newest first: submitted when the newest is; overdue when its due
 * date has passed and nothing was ever submitted; generated when a file waits to be submitted; else not generated.
 */
export function cicMonthState(
  submissions: readonly { status: string; submittedAt: string | null }[],
  dueOn: string,
  businessDate: string,
): 'not_generated' | 'generated' | 'submitted' | 'overdue' {
  const latest = submissions[0];
  if (latest?.status === 'submitted') return 'submitted';
  if (businessDate > dueOn && !submissions.some((s) => s.submittedAt !== null)) return 'overdue';
  return latest ? 'generated' : 'not_generated';
}

/**
 * The installment payments of a contract from its ledger: each repayment or rollover entry from `fromDay` on
 * that brought cash in, whatever the channel (provider, operator, credit applied). The ledger, not the
 * payments table, is the record: an operator's posting has no payment row.
 */
export function paymentsIn(
  orderNo: string,
  entries: readonly {
    kind: string;
    businessDate: string;
    lines: readonly { account: string; amountCents: number }[];
  }[],
  fromDay: string,
): PaymentFacts[] {
  const found: PaymentFacts[] = [];
  // Numbered over the contract's whole life, so a payment keeps its reference from month to month.
  let seq = 0;
  for (const e of entries) {
    if (e.kind !== 'repayment' && e.kind !== 'rollover_fee') continue;
    const cash = e.lines.filter((l) => l.account === 'cash').reduce((n, l) => n + l.amountCents, 0);
    if (cash <= 0) continue;
    seq += 1;
    if (e.businessDate >= fromDay)
      found.push({ orderNo, paymentNo: `${orderNo}-${seq}`, paidOn: e.businessDate, amountCents: cash });
  }
  return found;
}
