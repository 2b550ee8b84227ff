import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  catalogue,
  initLang,
  lang,
  LANG_STORAGE_KEY,
  parseLang,
  resolveLang,
  translationsReady,
  type Translation,
} from './i18n';
import { captureLaunchParams } from './session-params';

/** A window whose browser languages are the given ones (happy-dom's own says en-US). */
function withBrowser(languages: string[]): Window {
  return { navigator: { languages, language: languages[0] ?? '' }, document, localStorage } as unknown as Window;
}

describe('parseLang', () => {
  it('knows English and Filipino, including Tagalog and regional forms', () => {
    expect(parseLang('en')).toBe('en');
    expect(parseLang('en-PH')).toBe('en');
    expect(parseLang('fil')).toBe('fil');
    expect(parseLang('FIL-ph')).toBe('fil');
    expect(parseLang('tl')).toBe('fil');
    expect(parseLang('tl_PH')).toBe('fil');
  });

  it('refuses anything else', () => {
    for (const value of ['', 'de', 'filipino', 'f', null, undefined, ' ']) expect(parseLang(value)).toBeNull();
  });
});

describe('resolveLang: query > stored > browser > English', () => {
  it('takes the query over everything', () => {
    expect(resolveLang({ query: 'fil', stored: 'en', browser: ['en-US'] })).toBe('fil');
    expect(resolveLang({ query: 'en', stored: 'fil', browser: ['fil-PH'] })).toBe('en');
  });

  it('takes the stored choice when the query has none or an unknown one', () => {
    expect(resolveLang({ query: null, stored: 'fil', browser: ['en-US'] })).toBe('fil');
    expect(resolveLang({ query: 'xx', stored: 'fil', browser: ['en-US'] })).toBe('fil');
  });

  it('takes the first browser language we know', () => {
    expect(resolveLang({ browser: ['tl-PH', 'en'] })).toBe('fil');
    expect(resolveLang({ browser: ['ja-JP', 'fil'] })).toBe('fil');
    expect(resolveLang({ browser: ['en-GB', 'fil'] })).toBe('en');
    expect(resolveLang({ stored: 'garbage', browser: ['fil'] })).toBe('fil');
  });

  it('falls back to English', () => {
    expect(resolveLang({})).toBe('en');
    expect(resolveLang({ query: 'de', stored: 'ko', browser: ['ja', 'zh'] })).toBe('en');
  });
});

describe('initLang', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => initLang('en', withBrowser([])));

  it('remembers a choice given in the query, for the next page without it', () => {
    expect(initLang('fil', withBrowser(['en-US']))).toBe('fil');
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBe('fil');
    expect(document.documentElement.lang).toBe('fil');
    expect(initLang(null, withBrowser(['en-US']))).toBe('fil');
  });

  it('does not store what it only guessed from the browser', () => {
    expect(initLang(null, withBrowser(['fil-PH']))).toBe('fil');
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBeNull();
  });

  it('reads the choice the host app stored', () => {
    localStorage.setItem(LANG_STORAGE_KEY, 'fil');
    expect(initLang(null, withBrowser(['en-US']))).toBe('fil');
    localStorage.setItem(LANG_STORAGE_KEY, 'en');
    expect(initLang(null, withBrowser(['fil']))).toBe('en');
  });

  it('is read from the launch params of the search part or the hash route', () => {
    window.history.replaceState(null, '', '/repay?orderId=1&lang=fil');
    captureLaunchParams();
    expect(lang()).toBe('fil');
    window.history.replaceState(null, '', '/payway#/addnormalcard?orderId=1&lang=en');
    captureLaunchParams();
    expect(lang()).toBe('en');
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBe('en');
  });
});

describe('catalogue', () => {
  afterEach(() => initLang('en', withBrowser([])));

  it('stays English for an English reader and loads nothing', async () => {
    initLang('en', withBrowser([]));
    let loads = 0;
    const texts = catalogue({ hello: 'Hello' }, async () => {
      loads++;
      return { default: { hello: 'Kumusta' } };
    });
    await translationsReady();
    expect(texts.hello).toBe('Hello');
    expect(loads).toBe(0);
  });

  it('is filled in place for a Filipino reader, once', async () => {
    initLang('fil', withBrowser([]));
    let loads = 0;
    const texts = catalogue({ hello: 'Hello', bye: 'Bye' }, async () => {
      loads++;
      return { default: { hello: 'Kumusta', bye: 'Paalam' } };
    });
    await translationsReady();
    await translationsReady();
    expect(texts).toEqual({ hello: 'Kumusta', bye: 'Paalam' });
    expect(loads).toBe(1);
  });

  it('stays English when its translation fails to load, and tries again on the next route', async () => {
    initLang('fil', withBrowser([]));
    let attempts = 0;
    const texts = catalogue({ hello: 'Hello' }, async () => {
      attempts++;
      if (attempts === 1) throw new Error('offline');
      return { default: { hello: 'Kumusta' } };
    });
    await translationsReady();
    expect(texts.hello).toBe('Hello');
    await translationsReady();
    expect(texts.hello).toBe('Kumusta');
  });
});

describe('Translation type', () => {
  it('requires every English key and refuses others (checked by tsc)', () => {
    type English = { hello: string; bye: string };
    // @ts-expect-error a missing key fails the type-check
    const missing: Translation<English> = { hello: 'Kumusta' };
    // @ts-expect-error a key English does not have fails the type-check
    const extra: Translation<English> = { hello: 'Kumusta', bye: 'Paalam', extra: 'x' };
    expect([missing, extra]).toHaveLength(2);
  });
});
