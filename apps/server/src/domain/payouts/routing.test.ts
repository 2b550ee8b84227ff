import { describe, expect, it } from 'vitest';
import { channelCode, chooseRail, destinationOf, INSTAPAY_LIMIT_CENTS } from './routing.js';

describe('payout routing', () => {
  const bdo = { kind: 'bank', bankCode: 'BDO' } as const;
  it('sends a bank payout by InstaPay up to PHP 50,000 and by PESONet above it', () => {
    expect(chooseRail(bdo, 100)).toBe('instapay');
    expect(chooseRail(bdo, INSTAPAY_LIMIT_CENTS)).toBe('instapay');
    expect(chooseRail(bdo, INSTAPAY_LIMIT_CENTS + 1)).toBe('pesonet');
    expect(channelCode('instapay', bdo)).toBe('BDO-IP');
    expect(channelCode('pesonet', bdo)).toBe('BDO-PN');
  });
  it('pays e-wallets directly at any amount', () => {
    expect(chooseRail({ kind: 'ewallet', wallet: 'gcash' }, 9_000_000)).toBe('gcash');
    expect(chooseRail({ kind: 'ewallet', wallet: 'maya' }, 100)).toBe('maya');
    expect(channelCode('gcash', { kind: 'ewallet', wallet: 'gcash' })).toBe('GCSH');
  });
  it('reads bound accounts and refuses unknown kinds and bad amounts', () => {
    expect(destinationOf({ cardType: 1, channelNumber: '90007', institution: 'BPI' })).toEqual({
      kind: 'bank',
      bankCode: 'BPI',
    });
    expect(destinationOf({ cardType: 2, channelNumber: '90012', institution: '90012' })).toEqual({
      kind: 'ewallet',
      wallet: 'maya',
    });
    expect(destinationOf({ cardType: 2, channelNumber: 'x', institution: 'y' })).toBeNull();
    expect(destinationOf({ cardType: 1, channelNumber: '90006', institution: '' })).toBeNull();
    expect(() => chooseRail(bdo, 0)).toThrow();
    expect(() => chooseRail(bdo, 10.5)).toThrow();
  });
});
