import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { I18nProvider } from '@/lib/i18n';
import ProductPage from './product-page';

const product = {
  productId: 1,
  name: 'Flex 91',
  amountChoicesCents: [200_000, 500_000],
  defaultAmountCents: 500_000,
  minAmountCents: 200_000,
  maxAmountCents: 500_000,
  termChoices: [{ periods: 1, termDays: 91 }],
  mayApply: true,
  mayApplyReason: '',
  quote: { periods: 1 },
};

const answer = (body: object) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('ProductPage', () => {
  it('marks the amount when the server refuses the application naming it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        if (url.includes('/apply'))
          return Promise.resolve(
            answer({ code: 1001, message: 'is more than your credit limit', field: 'amountCents', data: null }),
          );
        if (url.includes('/host/products/')) return Promise.resolve(answer({ code: 0, message: 'ok', data: product }));
        return new Promise(() => undefined); // the quote stays loading
      }),
    );
    const { hook, searchHook } = memoryLocation({ path: '/product/1' });
    render(
      <I18nProvider>
        <QueryClientProvider client={new QueryClient()}>
          <Router hook={hook} searchHook={searchHook}>
            <Route path="/product/:productId" component={ProductPage} />
          </Router>
        </QueryClientProvider>
      </I18nProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: /Apply for/ }));
    const slider = screen.getByRole('slider', { name: 'Amount' });
    await waitFor(() => expect(slider.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(slider.getAttribute('aria-describedby')!)?.textContent).toMatch(/credit limit/);
  });
});
