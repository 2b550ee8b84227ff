import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries } from '../../test/render';
import { CreateStaffModal } from './create-staff-modal';

const api = vi.hoisted(() => ({ post: vi.fn() }));
// The real ApiError (refusals carry the field); only the calls are stubbed.
vi.mock('../../lib/api', async (original) => ({ ...(await original<object>()), ...api }));

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('add a staff member', () => {
  beforeEach(() => {
    api.post.mockReset().mockResolvedValue(null);
  });

  it('creates the account with the role chosen by default', async () => {
    const onDone = vi.fn();
    renderWithQueries(<CreateStaffModal onDone={onDone} onClose={() => {}} />);
    type('Email', 'ana@lender.ph');
    type('Name', 'Ana Cruz');
    type('First password', 'a long first password');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('ana@lender.ph'));
    expect(api.post).toHaveBeenCalledWith('/staff', {
      email: 'ana@lender.ph',
      name: 'Ana Cruz',
      role: 'agent',
      password: 'a long first password',
    });
  });

  it('asks for a longer password and a real email before calling the server', async () => {
    renderWithQueries(<CreateStaffModal onDone={() => {}} onClose={() => {}} />);
    type('Email', 'ana');
    type('Name', 'Ana Cruz');
    type('First password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('First password: at least 12 characters')).toBeTruthy();
    expect(await screen.findByText('Email: enter a work email address')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal and keeps the dialog open', async () => {
    api.post.mockRejectedValue(new Error('email: a staff member with this email already exists'));
    const onDone = vi.fn();
    renderWithQueries(<CreateStaffModal onDone={onDone} onClose={() => {}} />);
    type('Email', 'ana@lender.ph');
    type('Name', 'Ana Cruz');
    type('First password', 'a long first password');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('email: a staff member with this email already exists')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Add a staff member' })).toBeTruthy();
  });
});
