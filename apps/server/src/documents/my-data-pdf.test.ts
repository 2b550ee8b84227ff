import { describe, expect, it } from 'vitest';
import { fieldLabel, fieldValue, myDataPdf } from './my-data-pdf.js';

describe('the borrower data PDF', () => {
  it('names each field in words and says amounts in pesos and kept codes as words', () => {
    expect(fieldLabel('noticeVersion')).toBe('Notice version');
    expect(fieldLabel('amountCents')).toBe('Amount');
    expect(fieldLabel('orderNo')).toBe('Order number');
    expect(fieldLabel('kind')).toBe('Kind');
    expect(fieldLabel('reapply_on')).toBe('Reapply on');
    expect(fieldValue('amountCents', 123456)).toBe('PHP 1,234.56');
    expect(fieldValue('kind', 'privacy_notice')).toBe('privacy notice');
    expect(fieldValue('agreed', true)).toBe('yes');
    expect(fieldValue('note', 'Paid at 7-Eleven')).toBe('Paid at 7-Eleven');
  });

  it('is a PDF', async () => {
    const pdf = await myDataPdf({ generatedOn: '2026-11-29', consents: [{ kind: 'privacy_notice', agreed: true }] });
    expect(Buffer.from(pdf).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
