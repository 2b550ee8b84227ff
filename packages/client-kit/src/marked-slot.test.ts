import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { MarkedSlot, splitAt } from './marked-slot';

describe('a lender value marked English inside a Filipino sentence (decision 132)', () => {
  it('cuts the template at its slot', () => {
    expect(splitAt('Dahilan: {category}.', 'category')).toEqual(['Dahilan: ', '.']);
    expect(splitAt('No slot here', 'category')).toEqual(['No slot here', '']);
  });

  it('puts a marked value in a span of its own language, and an unmarked one as plain text', () => {
    const marked = {
      template: 'Dahilan: {category}.',
      name: 'category',
      value: 'Income not verified',
      lang: 'en' as const,
    };
    expect(renderToStaticMarkup(createElement(MarkedSlot, marked))).toBe(
      'Dahilan: <span lang="en">Income not verified</span>.',
    );
    expect(
      renderToStaticMarkup(
        createElement(MarkedSlot, { ...marked, value: 'Hindi ma-verify ang kita', lang: undefined }),
      ),
    ).toBe('Dahilan: Hindi ma-verify ang kita.');
  });
});
