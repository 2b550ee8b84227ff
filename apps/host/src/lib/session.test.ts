import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, currentSession, logoutNotice, onSessionChange, saveSession } from './session';

const session = { sessionId: 's-1', userId: '7', expiresAt: new Date(Date.now() + 3_600_000).toISOString() };

afterEach(() => localStorage.clear());

describe('the session shared by the tabs of one browser', () => {
  it('follows another tab that logged out on every device, and remembers why until the next login', () => {
    saveSession(session);
    const heard = vi.fn();
    const stop = onSessionChange(heard);
    // The other tab's clearSession('everywhere'), as this tab sees it: storage changed, then a storage event.
    localStorage.setItem('lendwell.loggedOut', 'everywhere');
    localStorage.removeItem('lendwell.session');
    window.dispatchEvent(new StorageEvent('storage', { key: 'lendwell.session', newValue: null }));
    stop();
    expect(heard).toHaveBeenCalledWith(null);
    expect(currentSession()).toBeNull();
    expect(logoutNotice()).toBe('everywhere');
    saveSession(session);
    expect(logoutNotice()).toBeNull();
  });

  it('says nothing after a plain logout', () => {
    saveSession(session);
    clearSession();
    expect(logoutNotice()).toBeNull();
    clearSession('everywhere');
    expect(logoutNotice()).toBe('everywhere');
  });
});
