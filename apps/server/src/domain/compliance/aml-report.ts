// The suspicious and covered transaction report layout (decision 125), in this one module: the AMLC's official
// reporting layout (its AMLA reporting procedures) is given to registered covered persons and could not be
// fetched here, so the columns are assumed, documented in the decision, and changed here alone when it arrives.
import { formatCents } from '@lendwell/contracts';
import { csvLines } from '../csv.js';
import { addWorkingDays } from '../working-days.js';

/** Suspicious and covered transactions are reported within five working days (AMLA IRR, Rule 22). */
export const REPORT_WORKING_DAYS = 5;

/** The last day to file a report on an alert raised on `raisedOn`: five Philippine working days later. */
export function reportDueOn(raisedOn: string): string {
  return addWorkingDays(raisedOn, REPORT_WORKING_DAYS);
}

export type ReportRow = {
  reportType: 'STR' | 'CTR';
  alertId: number;
  raisedOn: string;
  filedOn: string | null;
  subjectNumber: string;
  subjectName: string;
  birthDate: string | null;
  address: string | null;
  idType: string | null;
  idLast4: string | null;
  contractNumber: string | null;
  amountCents: number | null;
  rule: string;
  narrative: string;
  officer: string | null;
};

/** The columns in order, as the header line names them. */
export const REPORT_COLUMNS = [
  'report_type',
  'reference',
  'transaction_date',
  'filing_date',
  'subject_number',
  'subject_name',
  'birth_date',
  'address',
  'id_type',
  'id_last4',
  'contract_number',
  'amount_php',
  'currency',
  'indicator',
  'narrative',
  'compliance_officer',
] as const;

/** The report file: one header line, then one line per alert; amounts in pesos with two decimals. */
export function reportCsv(rows: readonly ReportRow[]): string {
  return csvLines([
    [...REPORT_COLUMNS],
    ...rows.map((r) => [
      r.reportType,
      `LW-${r.reportType}-${r.alertId}`,
      r.raisedOn,
      r.filedOn,
      r.subjectNumber,
      r.subjectName,
      r.birthDate,
      r.address,
      r.idType,
      r.idLast4,
      r.contractNumber,
      r.amountCents === null ? null : formatCents(r.amountCents).replaceAll(',', ''),
      'PHP',
      r.rule,
      r.narrative,
      r.officer,
    ]),
  ]);
}
