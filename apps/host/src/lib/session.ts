// The borrower's session as a native host keeps it: it lives across app restarts (localStorage, as
// an installed app must), is never put in a URL the server sees, and is dropped on logout or when
// the server says it expired (docs/decisions/037-web-host-app.md).

const SESSION_KEY = 'lendwell.session';
const DEVICE_KEY = 'lendwell.deviceId';
/** Why the last session ended, when the borrower should be told: kept beside the session so every tab reads it. */
const LOGGED_OUT_KEY = 'lendwell.loggedOut';

/** phoneMasked (e.g. 0917 ••• 4567) is for the profile screen; the full number is not kept. */
export type HostSession = { sessionId: string; userId: string; expiresAt: string; phoneMasked?: string };

/** 09171234567 → 0917 ••• 4567. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^63/, '0');
  return digits.length >= 8 ? `${digits.slice(0, 4)} ••• ${digits.slice(-4)}` : '••••';
}

type Listener = (session: HostSession | null) => void;
const listeners = new Set<Listener>();

export function currentSession(): HostSession | null {
  try {
    const raw = localStorage.getItem(SESSION_KEY);
    if (!raw) return null;
    const session = JSON.parse(raw) as HostSession;
    if (!session.sessionId || Date.parse(session.expiresAt) <= Date.now()) return null;
    return session;
  } catch {
    return null;
  }
}

export function saveSession(session: HostSession): void {
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  localStorage.removeItem(LOGGED_OUT_KEY);
  listeners.forEach((l) => l(session));
}

/** Drops the session; `everywhere` (log out on every device) is remembered so every open tab says why it left. */
export function clearSession(reason?: 'everywhere'): void {
  if (reason) localStorage.setItem(LOGGED_OUT_KEY, reason);
  localStorage.removeItem(SESSION_KEY);
  // The borrower pages keep their copy in sessionStorage (shared with their frames): drop it too.
  try {
    sessionStorage.removeItem('lw.sessionId');
  } catch {
    // Storage blocked: nothing to drop.
  }
  listeners.forEach((l) => l(null));
}

/** 'everywhere' when the borrower logged out on every device, in this tab or another; null otherwise. */
export function logoutNotice(): 'everywhere' | null {
  try {
    return localStorage.getItem(LOGGED_OUT_KEY) === 'everywhere' ? 'everywhere' : null;
  } catch {
    return null;
  }
}

// Another tab of this browser logged in or out (the session is shared through localStorage): this tab follows
// at once, and its welcome screen says why, instead of failing on its next request.
if (typeof window !== 'undefined')
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_KEY || event.key === null) listeners.forEach((l) => l(currentSession()));
  });

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A stable id for this browser, as a native host sends its device id. Random, not a fingerprint. */
export function deviceId(): string {
  let id = localStorage.getItem(DEVICE_KEY);
  if (!id) {
    id = `web-${crypto.randomUUID()}`;
    localStorage.setItem(DEVICE_KEY, id);
  }
  return id;
}
