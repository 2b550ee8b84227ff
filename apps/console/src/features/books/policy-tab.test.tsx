// The books policy form (decisions 078 and 135): the non-accrual threshold is shown, set, cleared (off) and
// refused in words, beside the loss rates and the write-off days.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries } from '../../test/render';
import { ApiError } from '../../lib/api';
import { PolicyTab } from './policy-tab';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
// The real ApiError (refusals carry the field); only the calls are stubbed.
vi.mock('../../lib/api', async (original) => ({ ...(await original<object>()), ...api }));

const lossRates = { current: 100, '1-30': 500, '31-60': 2000, '61-90': 5000, '91-180': 8000, '181+': 10000 };
const version = (v: number, nonAccrualDays: number | null) => ({
  version: v,
  writeOffDays: 180,
  nonAccrualDays,
  lossRates,
  createdBy: 'staff:3:finance@console.sandbox',
  reason: v === 2 ? 'Hold income from 90 days' : 'Built in',
  createdAt: '2026-11-20T02:00:00.000Z',
});
const view = { current: version(2, 90), versions: [version(2, 90), version(1, null)] };

function renderTab() {
  return renderWithQueries(
    <AntApp>
      <PolicyTab canChange />
    </AntApp>,
  );
}

const nonAccrual = () => screen.findByLabelText<HTMLInputElement>('Non-accrual from days past due');
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });

describe('books policy: non-accrual', () => {
  beforeEach(() => {
    api.get
      .mockReset()
      .mockImplementation((path: string) =>
        Promise.resolve(path === '/books/policy' ? view : { items: [{ id: 3, name: 'Fe Finance' }] }),
      );
    api.post.mockReset().mockResolvedValue({ ...version(3, 60), createdBy: undefined });
  });

  it('shows the threshold in force and each version’s, off included', async () => {
    renderTab();
    expect((await nonAccrual()).value).toBe('90');
    const rows = screen.getAllByRole('row');
    expect(within(rows[1]!).getByText('From 90 days past due')).toBeTruthy();
    expect(within(rows[2]!).getByText('Off')).toBeTruthy();
  });

  it('saves a new threshold with the reason, and an empty field as off', async () => {
    renderTab();
    type(await nonAccrual(), '60');
    type(screen.getByPlaceholderText('e.g. annual review of loss experience'), 'Earlier hold');
    fireEvent.click(screen.getByRole('button', { name: 'Save as a new version' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/books/policy', {
        writeOffDays: 180,
        nonAccrualDays: 60,
        lossRates,
        reason: 'Earlier hold',
      }),
    );

    type(await nonAccrual(), '');
    type(screen.getByPlaceholderText('e.g. annual review of loss experience'), 'Back to accrual');
    fireEvent.click(screen.getByRole('button', { name: 'Save as a new version' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenLastCalledWith('/books/policy', expect.objectContaining({ nonAccrualDays: null })),
    );
  });

  it('shows the server’s refusal in words', async () => {
    api.post.mockRejectedValue(
      new ApiError(1001, 'Start non-accrual before the write-off: at fewer than 180 days past due.', {
        field: 'nonAccrualDays',
      }),
    );
    renderTab();
    type(await nonAccrual(), '200');
    type(screen.getByPlaceholderText('e.g. annual review of loss experience'), 'Too late');
    fireEvent.click(screen.getByRole('button', { name: 'Save as a new version' }));
    expect(
      await screen.findByText('Start non-accrual before the write-off: at fewer than 180 days past due.'),
    ).toBeTruthy();
  });
});
