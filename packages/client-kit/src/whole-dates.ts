// Dates kept whole on a phone (decision 142): Chromium and WebKit may break a line after any hyphen, so
// "2026-04-07" at the end of a sentence could read "2026-" on one line and "04-07" on the next at 390 px.
// Every text a borrower client renders that can hold a date, its own or a server sentence, goes through
// WholeDates, which wraps each YYYY-MM-DD in a span that never wraps (`.whole-date` in base.css). The text
// itself is unchanged: a screen reader, a copy and a test read the same characters.
import { createElement, Fragment, type ReactNode } from 'react';

const ISO_DATE = /\d{4}-\d{2}-\d{2}/g;

/** The text cut at each ISO date: [{ text: 'Pay by ', date: false }, { text: '2026-04-07', date: true }, …]. */
export function splitDates(text: string): { text: string; date: boolean }[] {
  const parts: { text: string; date: boolean }[] = [];
  let from = 0;
  for (const match of text.matchAll(ISO_DATE)) {
    if (match.index > from) parts.push({ text: text.slice(from, match.index), date: false });
    parts.push({ text: match[0], date: true });
    from = match.index + match[0].length;
  }
  if (from < text.length || parts.length === 0) parts.push({ text: text.slice(from), date: false });
  return parts;
}

/** The text with every date in it kept on one line. */
export function WholeDates({ text }: { text: string }): ReactNode {
  const parts = splitDates(text);
  if (!parts.some((p) => p.date)) return text;
  return createElement(
    Fragment,
    null,
    ...parts.map((p) => (p.date ? createElement('span', { className: 'whole-date' }, p.text) : p.text)),
  );
}
