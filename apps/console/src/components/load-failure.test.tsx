import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoadFailure } from './load-failure';

describe('load failure', () => {
  it('says what could not be loaded and why, and asks again on Try again', () => {
    const onRetry = vi.fn().mockResolvedValue(undefined);
    render(<LoadFailure error={new Error('the server is busy')} onRetry={onRetry} what="Could not load the order" />);
    expect(screen.getByRole('alert').textContent).toContain('Could not load the order: the server is busy');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('gives the reason alone where the screen says nothing more', () => {
    render(<LoadFailure error={new Error('You do not have access to this section.')} onRetry={() => undefined} />);
    expect(screen.getByRole('alert').textContent).toContain('You do not have access to this section.');
    expect(screen.getByRole('alert').textContent).not.toContain(':');
  });
});
