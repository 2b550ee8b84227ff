import { describe, expect, it } from 'vitest';
import { codeTotal } from './repayment-info';

const def = { payCode: '123456789012', logo: '', title: '', payNotice: {} };

describe('codeTotal', () => {
  it("shows the code's own amount, never the plan's total beside another purpose's code", () => {
    expect(codeTotal({ repayAmount: 565_789, defDetail: { ...def, amountCents: 125_789 } })).toBe(125_789);
  });

  it("falls back to the spec's repayAmount, then delayAmount, for a code stored without its amount", () => {
    expect(codeTotal({ repayAmount: 565_789, defDetail: { ...def, amountCents: 0 } })).toBe(565_789);
    expect(codeTotal({ delayInfo: { title: '', delayAmount: 125_789 }, defDetail: { ...def, amountCents: 0 } })).toBe(
      125_789,
    );
  });
});
