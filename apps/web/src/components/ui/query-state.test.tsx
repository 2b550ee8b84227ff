import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { onlineManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { QueryState } from './query-state';

function Tab() {
  const query = useQuery({ queryKey: ['tab'], queryFn: () => Promise.resolve('loaded') });
  return <QueryState query={query}>{(text) => <p>{text}</p>}</QueryState>;
}

afterEach(() => onlineManager.setOnline(true));

describe('QueryState', () => {
  it('shows the offline notice with a retry, not a skeleton, while the phone is offline', async () => {
    onlineManager.setOnline(false);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Tab />
      </QueryClientProvider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.getAttribute('data-failure')).toBe('offline');
    expect(screen.getByRole('button', { name: /try again/i })).toBeTruthy();
    onlineManager.setOnline(true);
    expect(await screen.findByText('loaded')).toBeTruthy();
  });
});
