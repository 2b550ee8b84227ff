import { describe, expect, it } from 'vitest';
import { englishWords } from '../../lib/borrower-words/index.js';
import { payoutWords } from './words.js';

describe('payout words for the borrower', () => {
  const base = { channel: 'instapay', rebind: false, reason: '' };
  it('says each state in words, with the rail and when the money arrives', () => {
    expect(payoutWords(null, englishWords)).toBeNull();
    expect(payoutWords({ ...base, status: 'requested' }, englishWords)?.row).toBe('Being sent');
    expect(payoutWords({ ...base, status: 'pending' }, englishWords)?.description).toBe(
      'The money is on its way to your bank account by InstaPay. It usually arrives within minutes.',
    );
    expect(payoutWords({ ...base, channel: 'pesonet', status: 'pending' }, englishWords)?.description).toMatch(
      /by PESONet\. It arrives on the same or the next banking day\./,
    );
    expect(payoutWords({ ...base, channel: 'gcash', status: 'succeeded' }, englishWords)?.description).toBe(
      'The money was sent to your GCash wallet.',
    );
  });
  it('asks for a rebind only when the borrower can fix the failure, and after a return', () => {
    expect(
      payoutWords({ ...base, status: 'failed', rebind: true, reason: 'the account is closed (AC04)' }, englishWords),
    ).toEqual({
      description:
        'We could not send the money: the account is closed (AC04). Please bind another bank or e-wallet account.',
      row: 'Not sent: please bind another account',
    });
    expect(payoutWords({ ...base, status: 'failed', reason: 'wallet low' }, englishWords)?.description).not.toMatch(
      /bind/,
    );
    expect(
      payoutWords({ ...base, status: 'returned', rebind: true, reason: 'the account is closed (AC04)' }, englishWords)
        ?.row,
    ).toBe('Returned by your bank: please bind another account');
  });
});
