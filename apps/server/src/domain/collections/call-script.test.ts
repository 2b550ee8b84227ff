import { describe, expect, it } from 'vitest';
import {
  checkScript,
  DEFAULT_SCRIPTS,
  renderScript,
  SAMPLE_SCRIPT_VALUES,
  scriptValues,
  spokenDate,
} from './call-script.js';

describe('call scripts', () => {
  it('fills the loan figures in pesos and spoken dates', () => {
    const values = scriptValues({
      borrowerName: 'Juan Cruz',
      outstandingCents: 560_667,
      oldestDueOn: '2026-04-06',
      daysPastDue: 4,
      orderNo: 'LW-1',
      lender: 'Lendwell',
      collector: 'Ana',
    });
    expect(values).toMatchObject({ amountDue: '₱5,606.67', dueDate: 'April 6, 2026', daysPastDue: '4' });
    const text = renderScript(DEFAULT_SCRIPTS['1-7'], values);
    expect(text).toContain('may I speak with Juan Cruz? This is Ana from Lendwell, about your loan number LW-1');
    expect(text).not.toMatch(/[{}]/);
    expect(spokenDate(null)).toBe('');
    expect(
      scriptValues({
        ...values,
        borrowerName: null,
        outstandingCents: 1,
        oldestDueOn: null,
        daysPastDue: 1,
        collector: 'A',
      }).name,
    ).toBe('the borrower');
  });

  it('refuses unknown variables, secrets and threatening words', () => {
    expect(checkScript('Hello {name}, your pay code is {payCode}.')).toMatch(/\{payCode\} is not a variable/);
    expect(checkScript('Hello {name}, pay or we call the police.')).toMatch(/SEC MC 18/);
    expect(checkScript('Hello {name}, we will tell your employer.')).toMatch(/threat or as shaming/);
    expect(checkScript('Hello {name}, {amountDue} is due.')).toBeNull();
    expect(renderScript('Hi {name}', SAMPLE_SCRIPT_VALUES)).toBe('Hi Maria Santos');
  });
});
