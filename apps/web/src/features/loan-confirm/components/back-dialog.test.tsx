import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { BackDialog } from './back-dialog';

describe("the back-gesture popup's language (decision 132)", () => {
  it("marks the lender's English popup as English, so a screen reader switches voice", () => {
    render(
      <BackDialog open title="Point out" content="Your loan is one step away." lang="en" onStay={() => undefined} />,
    );
    expect(screen.getByRole('heading', { name: 'Point out' }).getAttribute('lang')).toBe('en');
    expect(screen.getByText('Your loan is one step away.').getAttribute('lang')).toBe('en');
  });

  it('leaves a translated popup in the page language', () => {
    render(<BackDialog open title="Paalala" content="Isang hakbang na lang." onStay={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Paalala' }).hasAttribute('lang')).toBe(false);
    expect(screen.getByText('Isang hakbang na lang.').hasAttribute('lang')).toBe(false);
  });
});
