import { fireEvent, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries } from '../../test/render';
import { ApiError } from '../../lib/api';
import { ContactInfoTab } from './contact-info-tab';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
// The real ApiError (refusals carry the field); only the calls are stubbed.
vi.mock('../../lib/api', async (original) => ({ ...(await original<object>()), ...api }));

const saved = {
  email: 'help@lender.ph',
  messagingAccount: '@lender',
  telephone: '02 8888 1234',
  updatedAt: '2026-11-20T02:00:00.000Z',
};

function renderTab() {
  return renderWithQueries(
    <AntApp>
      <ContactInfoTab />
    </AntApp>,
  );
}

const field = (label: string) => screen.findByLabelText<HTMLInputElement>(label);
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });

describe('contact info form', () => {
  beforeEach(() => {
    api.get.mockReset().mockResolvedValue(saved);
    api.post.mockReset().mockResolvedValue(null);
  });

  it('shows the saved contacts and saves the edited ones', async () => {
    renderTab();
    expect((await field('Email')).value).toBe('help@lender.ph');
    type(await field('Telephone'), '+63 917 123 4567');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/config/contact-info', {
        email: 'help@lender.ph',
        messagingAccount: '@lender',
        telephone: '+63 917 123 4567',
      }),
    );
  });

  it('refuses a bad email and an empty telephone in words, without calling the server', async () => {
    renderTab();
    type(await field('Email'), 'not-an-email');
    type(await field('Telephone'), '');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Email: must be an email address')).toBeTruthy();
    expect(await screen.findByText('Telephone is required')).toBeTruthy();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('puts a server refusal under the field it names and the rest above the form', async () => {
    api.post.mockRejectedValue(new Error('telephone: this number is not a hotline; saving is paused'));
    renderTab();
    await field('Email');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('this number is not a hotline')).toBeTruthy();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('saving is paused')).toBeTruthy();
  });

  it('marks the field a refusal names in its parts, with the sentence staff read (decision 051)', async () => {
    api.post.mockRejectedValue(
      new ApiError(1001, 'The telephone must be a hotline number', {
        field: 'telephone',
        detail: 'telephone: must be a hotline number',
      }),
    );
    renderTab();
    await field('Email');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The telephone must be a hotline number')).toBeTruthy();
    // Claimed by its field, so nothing is left for the alert above the form.
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the contacts cannot be loaded', async () => {
    api.get.mockRejectedValue(new Error('The server did not answer'));
    renderTab();
    expect(await screen.findByText(/did not answer/)).toBeTruthy();
    expect(screen.queryByLabelText('Email')).toBeNull();
  });
});
