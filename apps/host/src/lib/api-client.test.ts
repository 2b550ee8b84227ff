import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './api-client';
import { LANG_KEY } from './i18n';
import { clearSession, currentSession, logoutNotice, saveSession } from './session';

function answer(body: unknown, status: number) {
  return vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

const tooMany = {
  code: 1005,
  message: 'Too many requests for your account. Please try again in 2 minutes.',
  data: null,
  reason: 'too-many-requests',
  params: { retryAfterSeconds: 95 },
};

const refusedPhone = {
  code: 1001,
  message: 'Please enter a mobile number like 0917 123 4567.',
  data: null,
  field: 'phone',
  detail: 'phone: must be a mobile number',
  reason: 'invalid-input',
};

describe('host api client refusals', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.removeItem(LANG_KEY);
  });

  it('shows the server sentence in English and keeps the field, detail and reason', async () => {
    vi.stubGlobal('fetch', answer(refusedPhone, 400));
    const error = (await api('/x').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Please enter a mobile number like 0917 123 4567.');
    expect(error.parts).toEqual({ field: 'phone', detail: 'phone: must be a mobile number', reason: 'invalid-input' });
  });

  it('says a known reason in Filipino with its params, as the borrower pages do', async () => {
    localStorage.setItem(LANG_KEY, 'fil');
    vi.stubGlobal('fetch', answer(tooMany, 429));
    await expect(api('/x')).rejects.toMatchObject({
      message: 'Masyadong maraming subok. Maghintay ng 2 minuto at subukang muli.',
    });
  });

  it('keeps the server sentence for a reason it has no text for, and never shows a field path', async () => {
    localStorage.setItem(LANG_KEY, 'fil');
    vi.stubGlobal('fetch', answer({ ...tooMany, reason: 'something-new', message: 'A new refusal.' }, 400));
    await expect(api('/x')).rejects.toMatchObject({ message: 'A new refusal.' });
    localStorage.removeItem(LANG_KEY);
    vi.stubGlobal('fetch', answer({ code: 1001, message: 'amount: must be more than zero', data: null }, 400));
    await expect(api('/x')).rejects.toMatchObject({ message: 'Must be more than zero' });
  });

  it('a session ended from another device by "log out everywhere" leaves saying so; an expired one does not', async () => {
    const session = { sessionId: 's-1', userId: '7', expiresAt: '2026-12-01T00:00:00.000Z' };
    saveSession(session);
    vi.stubGlobal(
      'fetch',
      answer(
        { code: 1003, message: 'You logged out on every device.', data: null, reason: 'logged-out-everywhere' },
        401,
      ),
    );
    await expect(api('/x')).rejects.toMatchObject({ unauthenticated: true });
    expect(currentSession()).toBeNull();
    expect(logoutNotice()).toBe('everywhere');

    // Logging in again clears the notice; an expired session then leaves without it.
    saveSession(session);
    vi.stubGlobal('fetch', answer({ code: 1003, message: 'Expired.', data: null, reason: 'session-expired' }, 401));
    await expect(api('/x')).rejects.toMatchObject({ unauthenticated: true });
    expect(currentSession()).toBeNull();
    expect(logoutNotice()).toBeNull();
    clearSession();
  });
});
