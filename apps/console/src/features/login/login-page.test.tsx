import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { LoginPage } from './login-page';

describe('login page', () => {
  it('says why staff are back at the login page', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <LoginPage
          onLogin={() => {}}
          notice="Your console session ended after 30 minutes without activity. Please log in again."
        />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('alert').textContent).toContain('ended after 30 minutes without activity');
  });
});
