import { describe, expect, it } from 'vitest';
import { ACCOUNT_REMINDER_CAP, accountReminderDue, noticeKey, noticeText } from './borrower-notices.js';

const values = { lender: 'Lendwell', amount: '₱5,000.00', link: 'https://x.test/app/loans', accountBound: false };

describe('borrower notices', () => {
  it('writes each notice in the borrower language, English when unknown', () => {
    expect(noticeText('approved', 'en', values)).toContain('Add your bank or e-wallet account');
    expect(noticeText('approved', 'fil', values)).toContain('aprubado na ang loan mo na ₱5,000.00');
    expect(noticeText('payout_sent', 'xx', values)).toBe(noticeText('payout_sent', 'en', values));
    expect(noticeText('approved', 'en', { ...values, accountBound: true })).toContain('We are sending the money');
  });

  it('keys event notices once per loan and the account reminder once per business date', () => {
    expect(noticeKey('approved', '2026-01-05')).toBe('once');
    expect(noticeKey('account_reminder', '2026-01-05')).toBe('2026-01-05');
  });

  it('reminds from the day after the approval notice, up to the cap', () => {
    const base = { approvalNoticedOn: '2026-01-05', businessDate: '2026-01-06', remindersSent: 0 };
    expect(accountReminderDue(base)).toBe(true);
    expect(accountReminderDue({ ...base, businessDate: '2026-01-05' })).toBe(false);
    expect(accountReminderDue({ ...base, approvalNoticedOn: null })).toBe(false);
    expect(accountReminderDue({ ...base, remindersSent: ACCOUNT_REMINDER_CAP - 1 })).toBe(true);
    expect(accountReminderDue({ ...base, remindersSent: ACCOUNT_REMINDER_CAP })).toBe(false);
  });
});
