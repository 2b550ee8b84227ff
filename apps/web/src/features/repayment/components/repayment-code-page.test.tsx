import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import RepaymentCodePage from './repayment-code-page';

describe('RepaymentCodePage', () => {
  it("names the code's button with the text on it, so a voice-control user can say what they see", () => {
    const { hook, searchHook } = memoryLocation({
      path: '/repaymentOfCode?showType=1&payCode=701234567890&repayAmount=560667',
    });
    render(
      <Router hook={hook} searchHook={searchHook}>
        <RepaymentCodePage />
      </Router>,
    );
    const button = screen.getByRole('button', { name: /^Repayment code / });
    expect(button.getAttribute('aria-label')).toContain(button.textContent);
    expect(button.textContent).toBe('7012 3456 7890');
  });
});
