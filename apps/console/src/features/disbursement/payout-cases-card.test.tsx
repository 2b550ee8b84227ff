import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries } from '../../test/render';
import { PayoutCasesCard } from './payout-cases-card';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
// The real ApiError and peso formatting; only the calls are stubbed.
vi.mock('../../lib/api', async (original) => ({ ...(await original<object>()), ...api }));

const openCase = {
  id: 7,
  orderNo: 'LW2026010500001',
  attempt: 1,
  kind: 'paid_twice',
  amountCents: 475000,
  reference: 'DPO1001',
  note: 'attempt 1 was paid (PHP 4,750.00, reference DPO1001) although the loan was already booked; the borrower owes it back',
  openedBy: 'provider:dragonpay',
  openedAt: '2026-01-05T02:00:00.000Z',
  resolvedBy: null,
  resolvedAt: null,
  resolution: '',
};

describe('payout cases on the disbursement screen', () => {
  beforeEach(() => {
    api.get.mockReset().mockResolvedValue({ items: [openCase] });
    api.post.mockReset().mockResolvedValue({ id: 7, orderNo: openCase.orderNo, resolved: true });
  });

  it('lists an open case and resolves it with the reason finance gives', async () => {
    renderWithQueries(<PayoutCasesCard />);
    const row = (await screen.findByText(`${openCase.orderNo} (attempt 1)`)).closest('tr')!;
    expect(within(row).getByText('paid twice')).toBeTruthy();
    expect(within(row).getByText(/the borrower owes it back/)).toBeTruthy();
    expect(api.get).toHaveBeenCalledWith('/payout-cases?view=open');
    fireEvent.click(within(row).getByRole('button', { name: 'Resolve…' }));
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'borrower returned it by InstaPay' } });
    fireEvent.click(screen.getByRole('button', { name: 'Resolve' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/payout-cases/7/resolve', { reason: 'borrower returned it by InstaPay' }),
    );
  });

  it('keeps the dialog open with the refusal when the case was resolved already', async () => {
    api.post.mockRejectedValue(new Error('payout case 7 was resolved already'));
    renderWithQueries(<PayoutCasesCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Resolve…' }));
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'done' } });
    fireEvent.click(screen.getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('payout case 7 was resolved already')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
