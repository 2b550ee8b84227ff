// The one module that knows the Credit Information Corporation's submission layout (RA 9510; decision 119).
// The official Standard Data Submission Format could not be obtained here, so this builds to its published
// field list: a header, one record per subject (individual borrower), one per installment contract, one per
// installment payment, and a footer; pipe-delimited, one record a line. Field names, order, widths and formats
// live in RECORD_LAYOUTS and nowhere else, so a lender swaps in the official layout by editing this file.
// Pure: no database, no clock.

/** A record of the file, in the order the file lists them. */
export type CicRecordKind = 'header' | 'subject' | 'contract' | 'installment' | 'footer';

/** How a value is written: text as given, dates DDMMYYYY, amounts in pesos with two decimals, whole counts, or one of a code list. */
export type CicFormat = 'text' | 'date' | 'amount' | 'count' | 'code';

export type CicField = {
  /** The name our extract uses for the value. */
  key: string;
  /** The field as a compliance officer reads it in a problem sentence. */
  label: string;
  mandatory: boolean;
  /** The widest value the layout accepts, in characters. */
  maxLength: number;
  format: CicFormat;
  codes?: readonly string[];
};

export type CicValue = string | number | null | undefined;
export type CicRecord = { kind: CicRecordKind; values: Record<string, CicValue> };

/** The record type code each kind carries in its first field. */
export const RECORD_TYPE_CODES: Record<CicRecordKind, string> = {
  header: 'HD',
  subject: 'ID',
  contract: 'CI',
  installment: 'IP',
  footer: 'FT',
};

/** What the contract status codes mean, in the words the console shows. */
export const CONTRACT_STATUS_WORDS = {
  AC: 'Active',
  PD: 'Past due',
  WO: 'Written off',
  RS: 'Restructured',
  CL: 'Paid',
  CA: 'Settled early',
} as const;
export type CicContractStatus = keyof typeof CONTRACT_STATUS_WORDS;
const CONTRACT_STATUSES = Object.keys(CONTRACT_STATUS_WORDS) as CicContractStatus[];

/** Our certify answers as the layout codes them. */
export const CIVIL_STATUS_CODES: Record<string, string> = { single: '1', married: '2', widowed: '3', separated: '4' };
export const ID_TYPE_CODES: Record<string, string> = {
  philsys: 'PSN',
  umid: 'UMD',
  sss: 'SSS',
  drivers: 'DRV',
  passport: 'PPT',
  prc: 'PRC',
  postal: 'PST',
  voters: 'VOT',
  tin: 'TIN',
};

/** The contract phase: still running, or closed (the status says how). */
export const CONTRACT_PHASES = ['AC', 'CL'] as const;

const f = (
  key: string,
  label: string,
  maxLength: number,
  format: CicFormat = 'text',
  mandatory = true,
  codes?: readonly string[],
): CicField => ({ key, label, maxLength, format, mandatory, ...(codes ? { codes } : {}) });
const optional = (key: string, label: string, maxLength: number, format: CicFormat = 'text') =>
  f(key, label, maxLength, format, false);

// Every record after the header opens with the same four fields: type, provider, branch and reference date.
const opening = [
  f('providerCode', 'provider code', 8),
  f('branchCode', 'branch code', 8),
  f('referenceDate', 'reference date', 8, 'date'),
];

/** The fields of each record, in file order (the record type code comes first and is not listed). */
export const RECORD_LAYOUTS: Record<CicRecordKind, readonly CicField[]> = {
  header: [
    f('providerCode', 'provider code', 8),
    f('referenceDate', 'reference date', 8, 'date'),
    f('submissionType', 'submission type', 1, 'code', true, ['0', '1']),
    f('layoutVersion', 'layout version', 8),
    optional('comment', 'comment', 100),
  ],
  subject: [
    ...opening,
    f('subjectNo', 'provider subject number', 38),
    f('firstName', 'first name', 80),
    optional('middleName', 'middle name', 80),
    f('lastName', 'last name', 80),
    f('gender', 'gender', 1, 'code', true, ['M', 'F']),
    f('birthDate', 'date of birth', 8, 'date'),
    f('civilStatus', 'civil status', 1, 'code', true, ['1', '2', '3', '4']),
    f('nationality', 'nationality', 2),
    f('street', 'street address', 100),
    f('placeCode', 'barangay code', 10),
    f('mobile', 'mobile number', 13),
    optional('email', 'e-mail', 80),
    f('idType', 'ID type', 3),
    f('idNumber', 'ID number', 40),
    optional('employer', 'employer', 100),
  ],
  contract: [
    ...opening,
    f('subjectNo', 'provider subject number', 38),
    f('role', 'role', 1, 'code', true, ['B']),
    f('contractNo', 'provider contract number', 38),
    f('contractType', 'contract type', 2, 'code', true, ['CL']),
    f('phase', 'contract phase', 2, 'code', true, CONTRACT_PHASES),
    f('status', 'contract status', 2, 'code', true, CONTRACT_STATUSES),
    f('currency', 'currency', 3, 'code', true, ['PHP']),
    f('startDate', 'contract start date', 8, 'date'),
    f('plannedEndDate', 'planned end date', 8, 'date'),
    optional('actualEndDate', 'actual end date', 8, 'date'),
    f('financedAmount', 'financed amount', 15, 'amount'),
    f('installmentsNumber', 'number of installments', 4, 'count'),
    f('periodicityDays', 'payment periodicity in days', 4, 'count'),
    f('installmentAmount', 'installment amount', 15, 'amount'),
    optional('nextPaymentDate', 'next payment date', 8, 'date'),
    f('outstandingBalance', 'outstanding balance', 15, 'amount'),
    f('overdueInstallments', 'number of overdue installments', 4, 'count'),
    f('overdueAmount', 'overdue amount', 15, 'amount'),
    f('overdueDays', 'days past due', 5, 'count'),
    f('restructuredCount', 'times restructured', 3, 'count'),
  ],
  installment: [
    ...opening,
    f('contractNo', 'provider contract number', 38),
    f('paymentNo', 'payment reference', 38),
    f('paymentDate', 'payment date', 8, 'date'),
    f('paymentAmount', 'payment amount', 15, 'amount'),
  ],
  footer: [f('providerCode', 'provider code', 8), f('recordCount', 'number of records', 9, 'count')],
};

/** The version of the layout this module writes, carried in the header; change it when the fields change. */
export const LAYOUT_VERSION = 'LW-1.0';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** An ISO date as the layout writes it (DDMMYYYY). */
export const cicDate = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`;

/** Centavos as the layout writes amounts: pesos with two decimals, no thousands separator. */
export function cicAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A value as written: dates and amounts converted, pipes and line breaks (the delimiters) replaced by spaces. */
function written(field: CicField, value: CicValue): string {
  if (value === null || value === undefined) return '';
  if (field.format === 'amount' && typeof value === 'number') return cicAmount(value);
  if (field.format === 'date' && typeof value === 'string' && DATE.test(value)) return cicDate(value);
  return String(value)
    .replace(/[|\r\n]+/g, ' ')
    .trim();
}

/** One line of the file. */
export function cicLine(record: CicRecord): string {
  const fields = RECORD_LAYOUTS[record.kind];
  return [RECORD_TYPE_CODES[record.kind], ...fields.map((field) => written(field, record.values[field.key]))].join('|');
}

/** The whole file: every record a line, CRLF-ended, the footer counting the records between header and footer. */
export function cicFile(records: readonly CicRecord[]): string {
  return records.map((r) => `${cicLine(r)}\r\n`).join('');
}

/** A problem the validation found: which record, which field, what is wrong. */
export type CicProblem = { record: string; field: string; problem: string };

/** The problem as a sentence a compliance officer reads. */
export const problemSentence = (p: CicProblem) => `${p.record}: ${p.field} ${p.problem}.`;

/** The problem a value has against its field, or null when it is fine. */
function fieldProblem(field: CicField, value: CicValue): string | null {
  const text = written(field, value);
  if (text === '') return field.mandatory ? 'is missing' : null;
  if (field.format === 'code' && field.codes && !field.codes.includes(text))
    return `is not one of ${field.codes.join(', ')}`;
  if (text.length > field.maxLength)
    return `is longer than ${field.maxLength} character${field.maxLength === 1 ? '' : 's'}`;
  switch (field.format) {
    case 'date':
      return typeof value === 'string' && DATE.test(value) ? null : 'is not a date';
    case 'amount':
      return typeof value === 'number' && Number.isInteger(value) ? null : 'is not an amount';
    case 'count':
      return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? null : 'is not a whole number';
    default:
      return null;
  }
}

/**
 * Every problem of the records against the layout, each naming its record (by the label the caller gives it)
 * and its field. An empty list means the file is fit to submit.
 */
export function validateCicRecords(records: readonly { label: string; record: CicRecord }[]): CicProblem[] {
  const problems: CicProblem[] = [];
  for (const { label, record } of records) {
    for (const field of RECORD_LAYOUTS[record.kind]) {
      const problem = fieldProblem(field, record.values[field.key]);
      if (problem) problems.push({ record: label, field: field.label, problem });
    }
  }
  return problems;
}
