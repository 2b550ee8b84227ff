import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CollectionReports } from '@lendwell/contracts';
import { renderWithQueries } from '../../test/render';
import { ReportsTab } from './reports-tab';

const api = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('../../lib/api', async (original) => ({ ...(await original<object>()), ...api }));

const reports: CollectionReports = {
  from: '2026-03-01',
  cureRates: [],
  promisesByCollector: [],
  promisesByBucket: [],
  recoveries: [],
  planRollRates: [
    {
      month: '2026-04',
      fromDate: '2026-03-31',
      toDate: '2026-04-30',
      rows: [
        { from: 'current', group: 'none', accounts: 40, rolled: 4, rollRateBps: 1_000 },
        { from: '1-7', group: 'plan', accounts: 1, rolled: 0, rollRateBps: 0 },
        { from: '1-7', group: 'none', accounts: 3, rolled: 2, rollRateBps: 6_667 },
      ],
    },
  ],
};

describe('the roll rates by plan in the reports', () => {
  beforeEach(() => {
    api.get.mockReset().mockResolvedValue(reports);
  });

  it('opens on the first state with a loan under a plan, with the counts in words and the CSV', async () => {
    renderWithQueries(<ReportsTab />);
    const chart = await screen.findByRole('img', { name: /^Roll rate from 1-7 days past due/ });
    expect(chart.getAttribute('aria-label')).toBe(
      'Roll rate from 1-7 days past due: 2026-04: under a plan 0.00%: 0 of 1 loan, no plan 66.67%: 2 of 3 loans',
    );
    const row = screen.getByRole('row', { name: /2026-04/ });
    expect(within(row).getByText('0.00%: 0 of 1 loan')).toBeTruthy();
    expect(within(row).getByText('66.67%: 2 of 3 loans')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download roll rates by plan (CSV)' }).getAttribute('href')).toBe(
      '/api/console/collections/reports.csv?report=plan-roll-rates&months=6',
    );

    fireEvent.mouseDown(screen.getByRole('combobox', { name: "Days past due at the month's opening" }));
    fireEvent.click(await screen.findByText('From current'));
    expect(await screen.findByText('10.00%: 4 of 40 loans')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /2026-04/ })).getByText('No loans')).toBeTruthy();
  });
});
