import { describe, expect, it } from 'vitest';
import { describeDestination, maskAccount } from './console-people.js';

const names = new Map([
  ['BDO', 'BDO Unibank'],
  ['90006', 'InstaPay (real time)'],
  ['90011', 'GCash'],
]);

describe('payout destination as staff read it', () => {
  it('names a bank, its rail, the masked number and the holder', () => {
    expect(
      describeDestination(
        { cardType: 1, channelNumber: '90006', institution: 'BDO', last4: '4321' },
        names,
        'Juan Cruz',
      ),
    ).toEqual({
      kind: 'bank',
      institutionName: 'BDO Unibank',
      channelName: 'InstaPay (real time)',
      accountMasked: '•••• 4321',
      holderName: 'Juan Cruz',
    });
  });

  it('reads card type 2 as an e-wallet without a rail', () => {
    const view = describeDestination(
      { cardType: 2, channelNumber: '90011', institution: '90011', last4: '5678' },
      names,
      null,
    );
    expect(view).toMatchObject({ kind: 'wallet', institutionName: 'GCash', channelName: '', holderName: null });
  });

  it('falls back to the code when the form no longer lists the bank, and never shows more than four digits', () => {
    const view = describeDestination({ cardType: 1, channelNumber: '9', institution: 'XYZ', last4: '' }, names, '  ');
    expect(view).toMatchObject({ institutionName: 'XYZ', channelName: '', accountMasked: '••••', holderName: null });
    expect(maskAccount('0000')).toBe('•••• 0000');
  });
});
