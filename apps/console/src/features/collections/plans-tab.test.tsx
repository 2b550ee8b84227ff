import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CollectionPlanItem } from '@lendwell/contracts';
import { renderWithQueries } from '../../test/render';
import { PlansTab } from './plans-tab';

const api = vi.hoisted(() => ({ get: vi.fn() }));
// The real peso formatting; only the call is stubbed.
vi.mock('../../lib/api', async (original) => ({ ...(await original<object>()), ...api }));

const restructure: CollectionPlanItem = {
  id: 11,
  orderNo: 'LW2026040100011',
  borrowerName: 'Flor Abad',
  kind: 'restructure',
  status: 'in_force',
  offeredBy: 'Sandbox collector',
  offeredOn: '2026-04-16',
  installmentAmountsCents: [250_000, 250_000, 250_001],
  totalToPayCents: 750_001,
  settlementCents: null,
  nextOn: '2026-05-16',
  endedOn: null,
};
const settlement: CollectionPlanItem = {
  ...restructure,
  id: 12,
  orderNo: 'LW2026040100012',
  borrowerName: null,
  kind: 'settlement',
  status: 'offered',
  offeredBy: 'The borrower, in the app',
  installmentAmountsCents: [480_000],
  totalToPayCents: 480_000,
  settlementCents: 480_000,
  nextOn: '2026-04-20',
};

describe('the plans tab', () => {
  beforeEach(() => {
    api.get.mockReset().mockResolvedValue({ items: [restructure, settlement] });
  });

  it('lists each plan in words and pesos, opens the loan, and filters by status and kind', async () => {
    const onOpen = vi.fn();
    renderWithQueries(<PlansTab onOpen={onOpen} />);
    const first = (await screen.findByRole('button', { name: 'Flor Abad: open loan LW2026040100011' })).closest('tr')!;
    expect(within(first).getByText('Restructure')).toBeTruthy();
    expect(within(first).getByText('In force')).toBeTruthy();
    expect(within(first).getByText('Sandbox collector')).toBeTruthy();
    expect(within(first).getByText('on Apr 16, 2026')).toBeTruthy();
    expect(within(first).getByText('3 payments of ₱2,500.00 to ₱2,500.01 each; ₱7,500.01 in all')).toBeTruthy();
    expect(within(first).getByText('Next payment May 16, 2026')).toBeTruthy();
    const second = screen.getByText('LW2026040100012').closest('tr')!;
    expect(within(second).getByText('Name not on file')).toBeTruthy();
    expect(within(second).getByText('The borrower, in the app')).toBeTruthy();
    expect(within(second).getByText('Offered, waiting for the borrower')).toBeTruthy();
    expect(within(second).getByText('Settles for ₱4,800.00')).toBeTruthy();
    expect(within(second).getByText('Lapses unless in force by Apr 20, 2026')).toBeTruthy();
    expect(api.get).toHaveBeenCalledWith('/collections/plans');

    fireEvent.click(within(first).getByRole('button', { name: /open loan LW2026040100011/ }));
    expect(onOpen).toHaveBeenCalledWith('LW2026040100011');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByText('Broken'));
    await waitFor(() => expect(api.get).toHaveBeenLastCalledWith('/collections/plans?status=broken'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Kind of plan' }));
    fireEvent.click((await screen.findAllByText('Settlement')).at(-1)!);
    await waitFor(() => expect(api.get).toHaveBeenLastCalledWith('/collections/plans?status=broken&kind=settlement'));
  });

  it('offers a retry when the plans cannot be loaded', async () => {
    api.get.mockRejectedValueOnce(new Error('The server is not answering'));
    renderWithQueries(<PlansTab onOpen={() => undefined} />);
    expect(await screen.findByText('Could not load the plans: The server is not answering')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /open loan LW2026040100011/ })).toBeTruthy();
  });
});
