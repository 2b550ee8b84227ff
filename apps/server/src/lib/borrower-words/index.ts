// The server's one catalogue of borrower texts (decision 132): which language a request asked for, and
// the sentence of a key in it. The borrower's language reaches the server one way only: the `lang` query
// parameter both browser clients put on every call ('fil' or 'tl…' is Filipino, anything else English).
import { en, type WordKey } from './en.js';
import { fil } from './fil.js';

export type Lang = 'en' | 'fil';
export type { WordKey };

/** A key's sentence in one language, with its {placeholders} filled. */
export type Words = (key: WordKey, vars?: Record<string, string | number>) => string;

/** 'fil', 'tl' and their regional forms are Filipino; anything else, or nothing, English. */
export function parseLang(value: unknown): Lang {
  const primary = (typeof value === 'string' ? value : '').trim().toLowerCase().split(/[-_]/)[0];
  return primary === 'fil' || primary === 'tl' ? 'fil' : 'en';
}

/** The language of a request, from its `lang` query parameter (read from the address, before any schema strips it). */
export function langOf(request: { url: string }): Lang {
  const query = request.url.indexOf('?');
  return query < 0 ? 'en' : parseLang(new URLSearchParams(request.url.slice(query + 1)).get('lang'));
}

const BOOKS: Record<Lang, Readonly<Record<WordKey, string>>> = { en, fil };

export function wordsFor(lang: Lang): Words {
  const book = BOOKS[lang];
  return (key, vars = {}) => book[key].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
}

/** The words of the language a request asked for. */
export const wordsOf = (request: { url: string }): Words => wordsFor(langOf(request));

/** English, for callers that speak to staff or to no one in particular. */
export const englishWords: Words = wordsFor('en');

/** English text a Filipino reader gets because the lender has not translated it: the page sets the element's lang. */
export type MarkedEnglish = { lang?: 'en' };

/**
 * A lender-configured text as its reader gets it (decision 132): the Filipino when the reader is Filipino and
 * the lender wrote one (filipino not null), else the English, marked `lang: 'en'` for a Filipino reader so a
 * screen reader switches voice. An English reader always gets the English, unmarked.
 */
export function configuredIn<T extends object>(lang: Lang, english: T, filipino: T | null): T & MarkedEnglish {
  if (lang === 'en') return english;
  return filipino ?? { ...english, lang: 'en' };
}
