// One cell escaping for every CSV the server writes (decision 102): quoted where a separator,
// quote or line break needs it, and neutralised where a spreadsheet would read it as a formula.

/** A text that is a plain decimal number, such as the peso amount -12.50: data a spreadsheet reads as a number. */
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;
/** What makes Excel, LibreOffice or Google Sheets start a formula (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell. A text starting with =, +, -, @, a tab or a carriage return gets a leading single
 * quote and is quoted, so a spreadsheet shows it as text and never runs it; a plain number such as
 * -12.50 stays as it is, because it cannot be a formula and accounting imports need it as a number.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  if (typeof value === 'number' || PLAIN_NUMBER.test(text)) return text;
  if (FORMULA_START.test(text)) return `"'${text.replaceAll('"', '""')}"`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Lines of cells as CSV, each line ended by `eol` (CRLF by default, as RFC 4180 has it). */
export function csvLines(
  lines: readonly (readonly (string | number | null | undefined)[])[],
  eol: '\r\n' | '\n' = '\r\n',
): string {
  return lines.map((l) => l.map(csvCell).join(',')).join(eol) + eol;
}
