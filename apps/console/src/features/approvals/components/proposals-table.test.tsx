import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProposalView } from '@lendwell/contracts';
import { renderWithQueries } from '../../../test/render';
import { ProposalsTable } from './proposals-table';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('../../../lib/api', async (original) => ({ ...(await original<object>()), ...api }));

const proposal: ProposalView = {
  id: 9,
  action: 'write_off',
  actionName: 'Write-off',
  target: 'order:LW2026010500001',
  summary: 'Write off loan LW2026010500001: ₱5,000.00 principal and ₱657.89 charges, ₱5,657.89 in all.',
  amountCents: 565_789,
  maker: 'Sandbox finance (finance@console.sandbox)',
  reason: 'borrower cannot be found',
  createdAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + 72 * 3_600_000).toISOString(),
  status: 'proposed',
  checker: null,
  decidedAt: null,
  decisionNote: '',
  mine: false,
  cannotDecide: null,
};

describe('the approvals list', () => {
  beforeEach(() => {
    api.post.mockReset().mockResolvedValue({ ...proposal, status: 'executed' });
  });

  it('shows the maker their own proposal with the sentence, and no buttons', () => {
    const own = {
      ...proposal,
      mine: true,
      cannotDecide: 'You made this proposal; another staff member must decide it.',
    };
    renderWithQueries(<ProposalsTable items={[own]} loading={false} />);
    const row = screen.getByText(/₱5,657\.89 in all/).closest('tr')!;
    expect(within(row).getByText('You made this proposal; another staff member must decide it.')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Approve proposal 9' })).toBeNull();
  });

  it('approves, and rejects with the note the checker types', async () => {
    renderWithQueries(<ProposalsTable items={[proposal]} loading={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Approve proposal 9' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('/approvals/9/approve', { note: '' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reject proposal 9' }));
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'the file has no skip-trace report' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/approvals/9/reject', { note: 'the file has no skip-trace report' }),
    );
  });
});
