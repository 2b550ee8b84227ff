import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { READING_VERSION_NOTICE } from '@lendwell/contracts/reading-version';
import { initLang } from '@/lib/i18n';
import PrivacyPolicyPage from './privacy-policy-page';

function renderAt(path: string) {
  const { hook, searchHook } = memoryLocation({ path });
  render(
    <Router hook={hook} searchHook={searchHook}>
      <PrivacyPolicyPage />
    </Router>,
  );
}

describe('the privacy policy in English and its Filipino reading version (decision 132)', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
    initLang('en');
  });

  it('an English reader reads the official text, with no reading notice', () => {
    initLang('en');
    renderAt('/privacy-policy');
    expect(screen.getByRole('heading', { name: '1. Information we collect' })).toBeTruthy();
    expect(screen.queryByText(READING_VERSION_NOTICE, { exact: false })).toBeNull();
  });

  it('a Filipino reader reads the reading version, told the English is official, with a link to it', () => {
    initLang('fil');
    renderAt('/privacy-policy?embed=1');
    const notice = screen.getByRole('note');
    expect(notice.textContent).toContain(READING_VERSION_NOTICE);
    const link = screen.getByRole('link', { name: 'Read the official English version' });
    expect(link.getAttribute('lang')).toBe('en');
    expect(link.getAttribute('href')).toBe('?embed=1&version=en');
    expect(screen.getByRole('heading', { name: '1. Impormasyong kinokolekta namin' })).toBeTruthy();
    // The same eleven sections as the official text.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent?.split('.')[0])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
    ]);
  });

  it('the link shows a Filipino reader the official English, marked as English', () => {
    initLang('fil');
    renderAt('/privacy-policy?version=en');
    const heading = screen.getByRole('heading', { name: '1. Information we collect' });
    expect(heading.closest('article')?.getAttribute('lang')).toBe('en');
    expect(screen.queryByRole('note')).toBeNull();
  });
});
