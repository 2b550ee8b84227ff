// The lender's configured texts in the reader's language (decision 132): the Filipino when the lender wrote it,
// else the English marked `lang: 'en'` for a Filipino reader, and always the English, unmarked, for an English one.
import { describe, expect, it } from 'vitest';
import {
  backPopupIn,
  confirmButtonIn,
  confirmPromoIn,
  guideIn,
  payNoticeOf,
  productWordsIn,
} from './configured-texts.js';

const translated = {
  groupTitle: 'Over the counter',
  name: '7-Eleven CLiQQ kiosk',
  steps: ['Go to any 7-Eleven store.', 'Pay the exact amount in cash.'],
  groupTitleFil: 'Sa counter',
  nameFil: 'CLiQQ kiosk ng 7-Eleven',
  stepsFil: ['Pumunta sa kahit anong 7-Eleven.', 'Bayaran nang cash ang eksaktong halaga.'],
};
const untranslated = {
  groupTitle: 'Over the counter',
  name: 'Cebuana Lhuillier branch',
  steps: ['Visit any branch with a valid ID.'],
  groupTitleFil: '',
  nameFil: '',
  stepsFil: [],
};

describe('payment instructions', () => {
  it('a Filipino reader gets the Filipino the lender wrote, unmarked', () => {
    expect(guideIn('fil', translated)).toEqual({
      group: { title: 'Sa counter' },
      item: { name: 'CLiQQ kiosk ng 7-Eleven', step: translated.stepsFil },
    });
  });

  it('a Filipino reader gets an untranslated instruction in English, marked as English', () => {
    expect(guideIn('fil', untranslated)).toEqual({
      group: { title: 'Over the counter', lang: 'en' },
      item: { name: 'Cebuana Lhuillier branch', step: untranslated.steps, lang: 'en' },
    });
  });

  it('an instruction with a Filipino name but no Filipino steps stays whole, in English', () => {
    expect(guideIn('fil', { ...translated, stepsFil: [] }).item).toEqual({
      name: translated.name,
      step: translated.steps,
      lang: 'en',
    });
  });

  it('an English reader always gets the English, unmarked', () => {
    expect(guideIn('en', translated)).toEqual({
      group: { title: 'Over the counter' },
      item: { name: '7-Eleven CLiQQ kiosk', step: translated.steps },
    });
  });

  it('the pay-code notices group by the title the reader reads', () => {
    expect(payNoticeOf([translated, untranslated], 'fil')).toEqual({
      'Sa counter': [{ name: 'CLiQQ kiosk ng 7-Eleven', step: translated.stepsFil }],
      'Over the counter': [{ name: 'Cebuana Lhuillier branch', step: untranslated.steps, lang: 'en' }],
    });
    expect(Object.keys(payNoticeOf([translated, untranslated], 'en'))).toEqual(['Over the counter']);
  });
});

describe("the confirm pages' popup, button and promotion", () => {
  const popup = { title: 'Point out', content: 'Your loan is one step away.' };

  it('the popup in Filipino when both its texts are written, else English marked', () => {
    expect(backPopupIn('fil', { ...popup, titleFil: 'Paalala', contentFil: 'Isang hakbang na lang.' })).toEqual({
      title: 'Paalala',
      content: 'Isang hakbang na lang.',
    });
    expect(backPopupIn('fil', popup)).toEqual({ ...popup, lang: 'en' });
    expect(backPopupIn('en', { ...popup, titleFil: 'Paalala', contentFil: 'Isang hakbang na lang.' })).toEqual(popup);
    expect(backPopupIn('fil', null)).toBeNull();
  });

  it('the button and the promotion', () => {
    expect(
      confirmButtonIn('fil', { confirmButtonText: 'Get my money', confirmButtonTextFil: 'Kunin ang pera ko' }),
    ).toEqual({
      text: 'Kunin ang pera ko',
    });
    expect(confirmButtonIn('fil', { confirmButtonText: 'Apply now' })).toEqual({ text: 'Apply now', lang: 'en' });
    const promo = { message: 'Your offer is ready.', buttonText: 'Continue' };
    expect(confirmPromoIn('fil', promo)).toEqual({ ...promo, lang: 'en' });
    expect(confirmPromoIn('fil', { ...promo, messageFil: 'Handa na ang alok mo.', buttonTextFil: 'Ituloy' })).toEqual({
      message: 'Handa na ang alok mo.',
      buttonText: 'Ituloy',
    });
    expect(confirmPromoIn('en', null)).toBeNull();
  });
});

describe("a product's tags and range text", () => {
  const english = { tags: ['No collateral'], rangeDescription: 'PHP 2,000 – 10,000 · 91 days' };

  it('are Filipino once the lender wrote both, and the English marked until then', () => {
    const both = { ...english, tagsFil: ['Walang collateral'], rangeDescriptionFil: 'PHP 2,000 – 10,000 · 91 araw' };
    expect(productWordsIn('fil', both)).toEqual({
      tags: ['Walang collateral'],
      rangeDescription: 'PHP 2,000 – 10,000 · 91 araw',
    });
    expect(productWordsIn('fil', { ...english, tagsFil: ['Walang collateral'] })).toEqual({
      ...english,
      tagsLang: 'en',
    });
    expect(productWordsIn('fil', english)).toEqual({ ...english, tagsLang: 'en' });
    expect(productWordsIn('en', both)).toEqual(english);
  });

  it('a product with no tags and no range text has nothing to mark', () => {
    expect(productWordsIn('fil', { tags: [], rangeDescription: '' })).toEqual({ tags: [], rangeDescription: '' });
  });
});
