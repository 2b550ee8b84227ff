import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebhookList } from '@lendwell/contracts';
import { renderWithQueries } from '../../test/render';
import WebhooksPage from './webhooks-page';

const list: WebhookList = {
  configured: true,
  nextBeforeSeq: null,
  items: [
    {
      seq: 7,
      id: '5b0f3a52-2a57-4b43-9d1e-0c2b8d7f6e11',
      type: 'payment.posted',
      typeName: 'Payment posted',
      orderNo: 'LW2026112800001',
      state: 'failed',
      stateName: 'Failed: gave up after 12 attempts',
      attempts: 12,
      nextAttemptAt: null,
      lastError: 'answered 500',
      deliveredAt: null,
      createdAt: '2026-11-28T06:41:00.000Z',
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('webhooks page', () => {
  it('shows failed deliveries first, in words and Manila time, with Retry', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      urls.push(url);
      return Promise.resolve(new Response(JSON.stringify({ code: 0, message: 'success', data: list })));
    });
    renderWithQueries(<WebhooksPage />);
    const row = (await screen.findByText('LW2026112800001')).closest('tr')!;
    expect(urls[0]).toBe('/api/console/webhooks?state=failed');
    expect(within(row).getByText('Payment posted')).toBeTruthy();
    expect(within(row).getByText('Failed: gave up after 12 attempts')).toBeTruthy();
    expect(within(row).getByText('Last: answered 500')).toBeTruthy();
    expect(within(row).getByText('Nov 28, 2026, 2:41 PM Manila')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
