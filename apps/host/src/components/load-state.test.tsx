import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { onlineManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { I18nProvider } from '@/lib/i18n';
import { LoadState } from './load-state';

function Tab() {
  const query = useQuery({ queryKey: ['tab'], queryFn: () => Promise.resolve('loaded') });
  return <LoadState query={query}>{(text) => <p>{text}</p>}</LoadState>;
}

afterEach(() => onlineManager.setOnline(true));

describe('LoadState', () => {
  it('shows the offline notice with a retry, not a skeleton, while the phone is offline', async () => {
    onlineManager.setOnline(false);
    render(
      <I18nProvider>
        <QueryClientProvider client={new QueryClient()}>
          <Tab />
        </QueryClientProvider>
      </I18nProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toMatch(/offline/);
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeTruthy();
    onlineManager.setOnline(true);
    expect(await screen.findByText('loaded')).toBeTruthy();
  });
});
