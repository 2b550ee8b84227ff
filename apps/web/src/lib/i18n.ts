// The borrower's language (decision 047). English texts ship with each screen; each catalogue's
// Filipino is a separate chunk loaded before a route renders, so Filipino costs English readers
// nothing and a route's entry stays within the bundle budget (decision 009). The language is fixed for the life of a page: changing it stores
// the choice and reloads, so no text needs to re-render.

export const LANGS = ['en', 'fil'] as const;
export type Lang = (typeof LANGS)[number];

/** Shared with the web host app (same origin): it writes the borrower's choice here. */
export const LANG_STORAGE_KEY = 'lendwell.lang';

/** A catalogue's translation: every key of the English catalogue, as a string, and no other. */
export type Translation<T> = { readonly [K in keyof T]: string };

/** 'fil', 'tl' (Tagalog) and their regional forms are Filipino; 'en…' is English; else unknown. */
export function parseLang(value: string | null | undefined): Lang | null {
  const primary = (value ?? '').trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'fil' || primary === 'tl') return 'fil';
  if (primary === 'en') return 'en';
  return null;
}

/** Query, then the stored choice, then the first browser language we know, then English. */
export function resolveLang(input: {
  query?: string | null;
  stored?: string | null;
  browser?: readonly string[];
}): Lang {
  return (
    parseLang(input.query) ?? parseLang(input.stored) ?? (input.browser ?? []).map(parseLang).find(Boolean) ?? 'en'
  );
}

let current: Lang = 'en';

/** Reads the language at boot (captureLaunchParams calls it); a choice in the query is remembered. */
export function initLang(query: string | null, win: Window = window): Lang {
  let stored: string | null = null;
  try {
    stored = win.localStorage.getItem(LANG_STORAGE_KEY);
  } catch {
    // Storage blocked (private mode, sandboxed frame): the browser's language decides.
  }
  current = resolveLang({ query, stored, browser: win.navigator.languages ?? [win.navigator.language] });
  if (parseLang(query)) rememberLang(current);
  win.document.documentElement.lang = current;
  // Start the shared texts now, while the route's chunk downloads.
  void translationsReady();
  return current;
}

export function lang(): Lang {
  return current;
}

/** Stores an explicit choice; the caller reloads the page to show it. */
export function rememberLang(next: Lang): void {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, next);
  } catch {
    // Quota or blocked storage: the choice still holds for this page.
  }
}

type Book = {
  texts: Record<string, string>;
  load: () => Promise<{ default: Record<string, string> }>;
  done?: Promise<void>;
};
const books: Book[] = [];

/**
 * Declares a catalogue: its English texts and where its Filipino lives. The object returned is the
 * one screens read; for a Filipino reader, translationsReady() fills it in place before a route renders.
 */
export function catalogue<T extends Record<string, string>>(
  english: T,
  load: () => Promise<{ default: Record<string, string> }>,
): Translation<T> {
  const texts = { ...english };
  books.push({ texts, load });
  return texts;
}

/**
 * Loads the Filipino of every catalogue declared so far (the shared one and those of the route just
 * imported). A failed load leaves that catalogue in English and is tried again on the next route.
 */
export function translationsReady(): Promise<unknown> {
  if (current !== 'fil') return Promise.resolve();
  return Promise.all(
    books.map(
      (book) =>
        (book.done ??= book.load().then(
          (m) => void Object.assign(book.texts, m.default),
          () => void (book.done = undefined),
        )),
    ),
  );
}

/** Fills {placeholders}; an unknown one stays visible rather than vanishing. */
export function fillText(text: string, vars: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`));
}
