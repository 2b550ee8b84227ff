// A sentence in the borrower's language around a value the lender wrote in English (decision 132): the value
// goes in its own span with lang="en" when the server marked it, so a screen reader reads the sentence in
// Filipino and switches voice for the English words only.
import { createElement, Fragment, type ReactNode } from 'react';

/** The template cut at its {name}: the text before and after (the template without it: all of it before). */
export function splitAt(template: string, name: string): [string, string] {
  const at = template.indexOf(`{${name}}`);
  if (at < 0) return [template, ''];
  return [template.slice(0, at), template.slice(at + name.length + 2)];
}

/** The template with {name} filled by value, in a span of its own language when it is marked. */
export function MarkedSlot({
  template,
  name,
  value,
  lang,
}: {
  template: string;
  name: string;
  value: string;
  lang?: 'en' | undefined;
}): ReactNode {
  const [before, after] = splitAt(template, name);
  return createElement(Fragment, null, before, lang ? createElement('span', { lang }, value) : value, after);
}
