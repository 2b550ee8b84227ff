import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { OrderDocuments } from './order-documents';

const links = {
  orderNo: 'LW1',
  statement: { html: '/api/documents/servicing?t=s1', pdf: '/api/documents/servicing?t=s2' },
  receipts: [
    {
      receiptNo: 1,
      receiptNumber: 'OR-000001',
      kind: 'official_receipt',
      paidOn: '2024-02-02',
      amountCents: 150_000,
      reversed: true,
      html: '/api/documents/servicing?t=r1',
      pdf: '/api/documents/servicing?t=r2',
    },
    {
      receiptNo: 2,
      receiptNumber: 'INV-000001',
      kind: 'invoice',
      paidOn: '2026-02-02',
      amountCents: 50_000,
      reversed: false,
      html: '/api/documents/servicing?t=r3',
      pdf: '/api/documents/servicing?t=r4',
    },
  ],
};

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <OrderDocuments orderId="7" />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OrderDocuments', () => {
  it('lists the statement, each invoice and earlier receipt with signed links, and says when a payment was reversed', async () => {
    const fetch = vi.fn(
      async (_url: string) => new Response(JSON.stringify({ code: 0, message: 'success', data: links })),
    );
    vi.stubGlobal('fetch', fetch);
    show();
    expect(await screen.findByRole('link', { name: 'View the statement of account' })).toHaveProperty(
      'href',
      expect.stringContaining('/api/documents/servicing?t=s1'),
    );
    expect(screen.getByRole('link', { name: 'Download official receipt OR-000001 as PDF' })).toBeTruthy();
    // Payments since the switch have invoices (decision 117); the earlier one keeps its official receipt.
    expect(screen.getByText('Invoice INV-000001')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View invoice INV-000001' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download invoice INV-000001 as PDF' })).toBeTruthy();
    expect(screen.getByText(/reversed/)).toBeTruthy();
    expect(String(fetch.mock.calls[0]![0])).toMatch(/^\/api\/host\/orders\/7\/documents/);
  });

  it('offers another try when the list cannot be loaded', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify({ code: 1, message: 'fault' }), { status: 500 }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ code: 0, message: 'success', data: links })));
    vi.stubGlobal('fetch', fetch);
    show();
    expect(await screen.findByText('We could not load your invoices, receipts and statement.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'View the statement of account' })).toBeTruthy());
  });
});
