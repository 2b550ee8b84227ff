import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { OrderDetails } from '@lendwell/contracts';
import OrderDetailsPage from './order-details-page';

const offer = {
  productId: 2,
  logo: '/logo.png',
  name: 'Plus 180',
  buttonText: 'Apply',
  flag: 1,
  range: '₱1,000.00 – ₱5,000.00',
  rangeDescription: 'PHP 1000 to 25000',
  rate: '4.00% a month',
  description: '180 days',
  tags: [],
};

const order = (over: Partial<OrderDetails>): OrderDetails => ({
  creditAnswer: null,
  orderId: 7,
  orderNo: 'LW7',
  productId: 1,
  orderStatus: 200,
  noticeStatusText: 'Settled',
  noticeDesText: 'Thank you, this loan is fully repaid.',
  recProducts: [],
  productName: 'Flex 91',
  productLogo: '/logo.png',
  userOrderDetail: { detail: [{ text: 'Applied on', value: '2026-01-05' }] },
  inside: 1,
  h5Url: '',
  isDelay: 0,
  telephone: '',
  isScore: 0,
  playeduL: '',
  reyMsg: '',
  KindTipsMsg: '',
  cardNeedPop: 0,
  cardPopTitle: '',
  cardPopMsg: '',
  amountDueCents: 0,
  daysPastDue: 0,
  creditCents: 0,
  creditText: '',
  canApply: true,
  payoutFailed: false,
  ...over,
});

function show(details: OrderDetails) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      // The order's documents stay loading: this test reads what the page offers.
      String(url).includes('loan-details')
        ? Promise.resolve(new Response(JSON.stringify({ code: 0, message: 'success', data: details })))
        : new Promise<Response>(() => undefined),
    ),
  );
  window.history.replaceState(null, '', '/loan/detail?orderId=7&productId=1');
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <OrderDetailsPage />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

/** A paragraph by its whole text, dates included (a date sits in a span of its own). */
const sentence = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;

describe('OrderDetailsPage: what a borrower is offered (decision 142)', () => {
  it('offers a free borrower the other loans with their ranges and Apply', async () => {
    show(order({ orderStatus: 110, noticeStatusText: 'Rejected', recProducts: [offer] }));
    expect(await screen.findByRole('button', { name: 'Apply' })).toBeTruthy();
    expect(screen.getByText('₱1,000.00 – ₱5,000.00')).toBeTruthy();
    // The staff's free-text description repeats the amounts in another style: never shown (decision 130).
    expect(screen.queryByText('PHP 1000 to 25000')).toBeNull();
  });

  it('gives a borrower who must wait no Apply and no Borrow Again, but the date they may apply again', async () => {
    show(order({ canApply: false, reapplyOn: '2026-04-05' }));
    const wait = await screen.findByText(sentence('You may apply again from 2026-04-05.'));
    // The date is kept on one line at a phone's width.
    expect(wait.querySelector('.whole-date')?.textContent).toBe('2026-04-05');
    expect(screen.queryByRole('button', { name: 'Borrow Again' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(screen.queryByText(/loan in progress/)).toBeNull();
  });

  it('says the wait once on the declined order itself, with no market beside it', async () => {
    show(
      order({
        orderStatus: 110,
        noticeStatusText: 'Rejected',
        canApply: false,
        reapplyOn: '2026-04-05',
        creditAnswer: { outcome: 'decline', reasonCategory: 'credit', reapplyOn: '2026-04-05', reviewCategory: null },
      }),
    );
    expect(await screen.findAllByText(sentence('You may apply again from 2026-04-05.'))).toHaveLength(1);
    expect(screen.queryByRole('region', { name: /loans/i })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });
});
