// The lender's configured texts as a borrower reads them (decision 132): each in the borrower's language when
// the lender wrote it, else in English marked so the page sets the element's language and a screen reader
// switches voice. Payment instructions, a product's tags and range text, the confirm page's back-gesture popup,
// button and promotion.
import type { BrandConfig } from '@lendwell/contracts';
import type { Product } from '../domain/loan/product.js';
import { configuredIn, type Lang, type MarkedEnglish } from '../lib/borrower-words/index.js';

/** A payment instruction's texts as configured: the English, and the Filipino ('' and [] when not written). */
export type GuideTexts = {
  groupTitle: string;
  name: string;
  steps: string[];
  groupTitleFil: string;
  nameFil: string;
  stepsFil: string[];
};

/**
 * An instruction's group title, name and steps in the reader's language. The group title and the instruction
 * are chosen apart: a lender may name the group in Filipino before translating every instruction under it.
 */
export function guideIn(lang: Lang, g: GuideTexts) {
  const group = configuredIn(lang, { title: g.groupTitle }, g.groupTitleFil ? { title: g.groupTitleFil } : null);
  const item = configuredIn(
    lang,
    { name: g.name, step: g.steps },
    g.nameFil && g.stepsFil.length > 0 ? { name: g.nameFil, step: g.stepsFil } : null,
  );
  return { group, item };
}

/** The pay-code page's notices: instructions by group title, in the reader's language. */
export function payNoticeOf(
  guides: GuideTexts[],
  lang: Lang,
): Record<string, ({ name: string; step: string[] } & MarkedEnglish)[]> {
  const notice: Record<string, ({ name: string; step: string[] } & MarkedEnglish)[]> = {};
  for (const g of guides) {
    const { group, item } = guideIn(lang, g);
    (notice[group.title] ??= []).push(item);
  }
  return notice;
}

type BackPopup = BrandConfig['confirmBackPopup'];
type Promo = BrandConfig['confirmPromo'];

/** The back-gesture popup of the confirm pages in the reader's language; null when the lender turned it off. */
export function backPopupIn(lang: Lang, popup: BackPopup): ({ title: string; content: string } & MarkedEnglish) | null {
  if (!popup) return null;
  const { title, content, titleFil, contentFil } = popup;
  return configuredIn(
    lang,
    { title, content },
    titleFil && contentFil ? { title: titleFil, content: contentFil } : null,
  );
}

/** Confirm variant 2's button label in the reader's language. */
export function confirmButtonIn(lang: Lang, brand: Pick<BrandConfig, 'confirmButtonText' | 'confirmButtonTextFil'>) {
  return configuredIn(
    lang,
    { text: brand.confirmButtonText },
    brand.confirmButtonTextFil ? { text: brand.confirmButtonTextFil } : null,
  );
}

/** Confirm variant 2's promotional popup in the reader's language; null when the lender has none. */
export function confirmPromoIn(
  lang: Lang,
  promo: Promo,
): ({ message: string; buttonText: string } & MarkedEnglish) | null {
  if (!promo) return null;
  const { message, buttonText, messageFil, buttonTextFil } = promo;
  return configuredIn(
    lang,
    { message, buttonText },
    messageFil && buttonTextFil ? { message: messageFil, buttonText: buttonTextFil } : null,
  );
}

/**
 * A product's tags and range text in the reader's language, both Filipino or both English: Filipino once the
 * lender wrote each one that has English. `tagsLang: 'en'` marks the English for a Filipino reader.
 */
export function productWordsIn(
  lang: Lang,
  c: Pick<Product, 'tags' | 'rangeDescription' | 'tagsFil' | 'rangeDescriptionFil'>,
): { tags: string[]; rangeDescription: string; tagsLang?: 'en' } {
  const tagsFil = c.tagsFil ?? [];
  const rangeFil = c.rangeDescriptionFil ?? '';
  const written = (c.tags.length === 0 || tagsFil.length > 0) && (!c.rangeDescription || rangeFil !== '');
  const nothing = c.tags.length === 0 && !c.rangeDescription;
  const { lang: marked, ...words } = configuredIn(
    lang,
    { tags: c.tags, rangeDescription: c.rangeDescription },
    written || nothing ? { tags: tagsFil, rangeDescription: rangeFil } : null,
  );
  return marked ? { ...words, tagsLang: marked } : words;
}
