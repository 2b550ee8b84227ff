// The host app's language: English or Filipino, the borrower's choice kept under lendwell.lang (the
// key the borrower pages read too) and passed as lang=<code> to every borrower page the app opens.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { en, type Catalogue, type MessageKey } from './en';
import { fil } from './fil';

export type Lang = 'en' | 'fil';
export const LANGS: readonly Lang[] = ['en', 'fil'];
export const LANG_KEY = 'lendwell.lang';
const catalogues: Record<Lang, Catalogue> = { en, fil };

export function storedLang(): Lang {
  try {
    const value = localStorage.getItem(LANG_KEY);
    return value === 'fil' ? 'fil' : 'en';
  } catch {
    return 'en';
  }
}

/** Fills {name} placeholders. */
export function translate(lang: Lang, key: MessageKey, values: Record<string, string | number> = {}): string {
  return catalogues[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

type I18n = {
  lang: Lang;
  setLang: (lang: Lang) => void;
  t: (key: MessageKey, values?: Record<string, string | number>) => string;
};
const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ children }: { children: ReactNode }) {
  const [lang, setLangState] = useState<Lang>(storedLang);
  const setLang = useCallback((next: Lang) => {
    localStorage.setItem(LANG_KEY, next);
    document.documentElement.lang = next;
    setLangState(next);
  }, []);
  const value = useMemo<I18n>(
    () => ({ lang, setLang, t: (key, values) => translate(lang, key, values) }),
    [lang, setLang],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}

export type { MessageKey };
