import { afterEach, describe, expect, it } from 'vitest';
import { frameUrl, isBorrowerPath, openPath } from './borrower-pages';
import { clearSession, saveSession } from './session';

afterEach(() => {
  clearSession();
  localStorage.clear();
});

describe('opening borrower pages as a native host does', () => {
  it('puts the params and the language in the query and the session only after #', () => {
    saveSession({ sessionId: 'secret-session', userId: '42', expiresAt: '2999-01-01T00:00:00Z' });
    const url = frameUrl('/order?orderId=7', 'fil');
    const [beforeHash, hash] = url.split('#');
    expect(beforeHash).toContain('orderId=7');
    expect(beforeHash).toContain('lang=fil');
    expect(beforeHash).toContain('userId=42');
    expect(beforeHash).not.toContain('secret-session');
    expect(hash).toBe('?sessionId=secret-session');
  });

  it('opens no session when signed out', () => {
    expect(frameUrl('/about-us', 'en')).not.toContain('#');
  });

  it('frames only our own pages', () => {
    expect(isBorrowerPath('/order?orderId=1')).toBe(true);
    expect(isBorrowerPath('//evil.example/x')).toBe(false);
    expect(isBorrowerPath('https://evil.example')).toBe(false);
    expect(isBorrowerPath('/app/home')).toBe(false);
    expect(isBorrowerPath('/api/host/home')).toBe(false);
    expect(openPath('/order?orderId=1')).toBe('/open/order?orderId=1');
  });
});
