import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { HostHome } from '@lendwell/contracts';
import { I18nProvider } from '@/lib/i18n';
import HomePage from './home-page';

const flex = {
  productId: 1,
  name: 'Flex 91',
  logo: '',
  tags: [],
  rangeDescription: 'PHP 1000 to 10000',
  minAmountCents: 100_000,
  maxAmountCents: 1_000_000,
  offerMaxCents: 500_000,
  amountStepCents: 50_000,
  defaultAmountCents: 500_000,
  amountChoicesCents: [100_000, 500_000, 1_000_000],
  termChoices: [{ periods: 1, periodDays: 91, termDays: 91 }],
  monthlyInterestRateBps: 400,
  serviceFeeBps: 0,
  mayApply: true,
  mayApplyReason: '',
};

const home = (over: Partial<HostHome>): HostHome => ({
  products: [flex],
  currentOrder: null,
  certify: { steps: [], next: null, complete: true, editable: true, images: { idFront: true, selfie: true } },
  notices: [],
  credit: { limitCents: 500_000, wait: null },
  ...over,
});

function show(answer: HostHome) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ code: 0, message: 'ok', data: answer }))),
  );
  const { hook, searchHook } = memoryLocation({ path: '/home' });
  render(
    <I18nProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Router hook={hook} searchHook={searchHook}>
          <HomePage />
        </Router>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

afterEach(() => {
  // This project runs without vitest globals, so Testing Library does not unmount by itself.
  cleanup();
  vi.unstubAllGlobals();
});

/** An element by its whole text, dates included (a date sits in a span of its own). */
const whole = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;

describe('HomePage: the loans offered (decision 142)', () => {
  it("offers each loan up to the borrower's limit, not the product's maximum", async () => {
    show(home({}));
    expect(await screen.findByRole('button', { name: 'Apply: Flex 91' })).toBeTruthy();
    expect(screen.getByText('Up to ₱5,000.00')).toBeTruthy();
    expect(screen.queryByText('Up to ₱10,000.00')).toBeNull();
  });

  it('gives a borrower who must wait no Apply, only the date they may apply again, kept whole', async () => {
    show(
      home({
        products: [],
        credit: {
          limitCents: null,
          wait: { reasonCategory: 'credit', reapplyOn: '2026-04-05', reviewCategory: 'Income not verified' },
        },
      }),
    );
    const date = await screen.findByText(whole('You may apply again from 2026-04-05.'));
    expect(date.querySelector('.whole-date')?.textContent).toBe('2026-04-05');
    expect(screen.getByText('Reason: Income not verified.', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Apply/ })).toBeNull();
    // Nor a list that says nothing is open to them, as if they could do nothing and had no date.
    expect(screen.queryByText('No loan is open to you right now.')).toBeNull();
  });
});
