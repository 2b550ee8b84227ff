// The review settings (decisions 109 and 132): each rejection category has its Filipino beside it, which a
// rejected borrower reading Filipino sees; the save sends what the admin wrote.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries } from '../../test/render';
import { ReviewTab } from './review-tab';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('../../lib/api', async (original) => ({ ...(await original<object>()), ...api }));

const settings = {
  slaHours: 24,
  rejectionCategories: ['Income not verified', 'Other'],
  rejectionCategoriesFil: { 'Income not verified': 'Hindi ma-verify ang kita' },
};

describe('review settings: the categories in Filipino', () => {
  beforeEach(() => {
    api.get.mockReset().mockResolvedValue(settings);
    api.post.mockReset().mockImplementation((_path: string, body: unknown) => Promise.resolve(body));
  });

  it('shows each category’s Filipino beside it and saves what the admin writes', async () => {
    renderWithQueries(
      <AntApp>
        <ReviewTab />
      </AntApp>,
    );
    const income = await screen.findByLabelText<HTMLInputElement>('Income not verified (Filipino)');
    expect(income.value).toBe('Hindi ma-verify ang kita');
    const other = screen.getByLabelText<HTMLInputElement>('Other (Filipino)');
    expect(other.value).toBe('');
    fireEvent.change(other, { target: { value: 'Iba pa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        '/review-settings',
        expect.objectContaining({
          rejectionCategoriesFil: { 'Income not verified': 'Hindi ma-verify ang kita', Other: 'Iba pa' },
        }),
      ),
    );
  });
});
