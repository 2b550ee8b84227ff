import { afterEach, describe, expect, it } from 'vitest';
import { initLang, LANG_STORAGE_KEY, translationsReady } from './i18n';
import { stripFieldPath } from '@lendwell/contracts/constants';
import { describeWait, refusalText } from './refusals';

describe('describeWait', () => {
  it('rounds up to whole seconds under a minute and whole minutes after', () => {
    initLang('en');
    expect(describeWait(0)).toBe('1 second');
    expect(describeWait(42)).toBe('42 seconds');
    expect(describeWait(60)).toBe('1 minute');
    expect(describeWait(61)).toBe('2 minutes');
  });
});

describe('refusalText', () => {
  afterEach(() => {
    localStorage.removeItem(LANG_STORAGE_KEY);
    initLang('en');
  });

  it('shows the server sentence in English', () => {
    initLang('en');
    expect(refusalText('This loan has nothing left to repay.', { reason: 'order-nothing-to-repay' })).toBe(
      'This loan has nothing left to repay.',
    );
  });

  it('never shows a field path, even from an older server', () => {
    initLang('en');
    expect(refusalText('orderId: this order has nothing to repay')).toBe('This order has nothing to repay');
    expect(stripFieldPath('clauses.2.heading: is required')).toBe('Is required');
    expect(stripFieldPath('Transfer by: choose one')).toBe('Transfer by: choose one');
  });

  it('says a known reason in Filipino, with its params filled in', async () => {
    initLang('fil');
    await translationsReady();
    expect(refusalText('This loan has nothing left to repay.', { reason: 'order-nothing-to-repay' })).toBe(
      'Wala nang babayaran sa loan na ito.',
    );
    expect(
      refusalText('To extend this loan, pay exactly ₱1,257.89.', {
        reason: 'amount-extension-exact',
        params: { amount: '₱1,257.89' },
      }),
    ).toBe('Para ma-extend ang loan na ito, magbayad ng eksaktong ₱1,257.89.');
    expect(
      refusalText('Too many requests for your account. Please try again in 2 minutes.', {
        reason: 'too-many-requests',
        params: { retryAfterSeconds: 95 },
      }),
    ).toBe('Masyadong maraming subok. Maghintay ng 2 minuto at subukang muli.');
  });

  it('keeps the server sentence for a reason it does not know', async () => {
    initLang('fil');
    await translationsReady();
    const parts = { reason: 'something-new' } as unknown as Parameters<typeof refusalText>[1];
    expect(refusalText('A new refusal.', parts)).toBe('A new refusal.');
  });
});
