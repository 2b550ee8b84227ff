import { describe, expect, it } from 'vitest';
import { englishWords } from '../../lib/borrower-words/index.js';
import { repayReminder } from './present.js';

describe('repayReminder', () => {
  it('never asks to repay by a date already past', () => {
    expect(repayReminder({ cents: 565_789, dueOn: '2027-02-22' }, '2027-02-24', englishWords)).toBe(
      'Repay ₱5,657.89 now (it was due on 2027-02-22)',
    );
  });

  it('says today on the due date, and by the date before it', () => {
    expect(repayReminder({ cents: 100, dueOn: '2027-02-22' }, '2027-02-22', englishWords)).toBe('Repay ₱1.00 today');
    expect(repayReminder({ cents: 100, dueOn: '2027-02-22' }, '2027-02-20', englishWords)).toBe(
      'Repay ₱1.00 by 2027-02-22',
    );
  });
});
