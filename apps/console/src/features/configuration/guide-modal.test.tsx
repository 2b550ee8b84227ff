import { fireEvent, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleChannel } from '@lendwell/contracts';
import { renderWithQueries } from '../../test/render';
import { GuideModal } from './guide-modal';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('../../lib/api', async (original) => ({ ...(await original<object>()), ...api }));

const guide = {
  id: 7,
  channelNumber: 'GCSH',
  groupTitle: 'GCash app',
  name: 'Pay Bills in GCash',
  steps: ['Open GCash and tap Bills.'],
  groupTitleFil: '',
  nameFil: '',
  stepsFil: [],
  imageUrl: '',
  sort: 1,
};
const channel: ConsoleChannel = {
  id: 3,
  channelNumber: 'GCSH',
  name: 'GCash',
  logoUrl: '/brand/channel-gcash.svg',
  kind: 'ewallet',
  sort: 1,
  isActive: true,
  guides: [guide],
};

const field = (label: string) => screen.findByLabelText<HTMLInputElement>(label);
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });

describe('a payment instruction in English and Filipino (decision 132)', () => {
  beforeEach(() => {
    api.post.mockReset().mockResolvedValue(guide);
  });

  it('saves the Filipino written beside the English', async () => {
    const onSaved = vi.fn();
    renderWithQueries(
      <AntApp>
        <GuideModal channel={channel} guide={guide} onClose={() => undefined} onSaved={onSaved} />
      </AntApp>,
    );
    type(await field('Group title (Filipino)'), 'GCash app');
    type(await field('Instruction name (Filipino)'), ' Pay Bills sa GCash ');
    fireEvent.click(screen.getByRole('button', { name: 'Add step in Filipino' }));
    type(await field('Step 1 (Filipino)'), 'Buksan ang GCash at i-tap ang Bills.');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/config/channels/3/guides/7', {
        groupTitle: 'GCash app',
        name: 'Pay Bills in GCash',
        steps: ['Open GCash and tap Bills.'],
        groupTitleFil: 'GCash app',
        nameFil: 'Pay Bills sa GCash',
        stepsFil: ['Buksan ang GCash at i-tap ang Bills.'],
        imageUrl: '',
        sort: 1,
      }),
    );
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it('needs no Filipino: without it the English is saved alone', async () => {
    renderWithQueries(
      <AntApp>
        <GuideModal channel={channel} guide={guide} onClose={() => undefined} onSaved={() => undefined} />
      </AntApp>,
    );
    await field('Instruction name (Filipino)');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        '/config/channels/3/guides/7',
        expect.objectContaining({ nameFil: '', stepsFil: [] }),
      ),
    );
  });
});
