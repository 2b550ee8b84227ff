// Dates kept whole on a phone (decision 142): Chromium and WebKit may break a line after any hyphen, so
// "2026-04-07" at the end of a sentence could read "2026-" on one line and "04-07" on the next at 390 px.
// Every text a borrower client renders that can hold a date, its own or a server sentence, goes through
// WholeDates, which wraps each YYYY-MM-DD in a span that never wraps (`.whole-date` in base.css). The text
// itself is unchanged: a screen reader, a copy and a test read the same characters.
import { createElement, Fragment, type ReactNode } from 'react';

// A capturing split: the dates land at the odd indexes, the text between them at the even ones. Short on
// purpose: this ships in every borrower route's first load (decision 055's budget).
const ISO_DATE = /(\d{4}-\d{2}-\d{2})/;

/** The text cut at each ISO date: [{ text: 'Pay by ', date: false }, { text: '2026-04-07', date: true }, …]. */
export function splitDates(text: string): { text: string; date: boolean }[] {
  const parts = text
    .split(ISO_DATE)
    .map((t, i) => ({ text: t, date: i % 2 === 1 }))
    .filter((p) => p.text !== '');
  return parts.length ? parts : [{ text, date: false }];
}

/** The text with every date in it kept on one line. */
export function WholeDates({ text }: { text: string }): ReactNode {
  const parts = text.split(ISO_DATE);
  if (parts.length === 1) return text;
  return createElement(
    Fragment,
    null,
    ...parts.map((t, i) => (i % 2 ? createElement('span', { className: 'whole-date', key: i }, t) : t)),
  );
}
