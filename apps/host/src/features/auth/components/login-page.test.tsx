import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { I18nProvider } from '@/lib/i18n';
import LoginPage, { HANDOVER_PHONE_KEY } from './login-page';

describe('LoginPage', () => {
  it('fills in the number typed on the promotion landing, handed over in this tab, not in the address', () => {
    sessionStorage.setItem(HANDOVER_PHONE_KEY, '09570000101');
    const { hook, searchHook } = memoryLocation({ path: '/login?from=promotion' });
    render(
      <I18nProvider>
        <QueryClientProvider client={new QueryClient()}>
          <Router hook={hook} searchHook={searchHook}>
            <LoginPage />
          </Router>
        </QueryClientProvider>
      </I18nProvider>,
    );
    expect(screen.getByRole('textbox', { name: /mobile/i })).toHaveProperty('value', '09570000101');
  });
});
