// The console's API client: the session is an httpOnly cookie the page never sees; state-changing
// calls carry the CSRF token the server gave at login (or on /me after a reload).
import type { StaffMe } from '@lendwell/contracts';
import { stripFieldPath, type RefusalParts } from '@lendwell/contracts/constants';
import { formatMoney } from '@lendwell/contracts/money-format';

let csrfToken = '';

/** A refusal: `message` is the sentence staff read; `parts.field` names the refused field for forms (decision 051). */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly parts: RefusalParts = {},
    /** The HTTP status: 4xx is a refusal (asking again gives the same answer), 5xx a fault. */
    readonly status = 400,
  ) {
    super(message);
  }
}

type Answer<T> = { code: number; message: string; data: T } & RefusalParts;

/** The error of a refused answer: the sentence without any field path, and the integrator parts kept. */
function refusal(envelope: Answer<unknown>, status: number): ApiError {
  const parts: RefusalParts = {};
  if (envelope.field) parts.field = envelope.field;
  if (envelope.detail) parts.detail = envelope.detail;
  if (envelope.reason) parts.reason = envelope.reason;
  if (envelope.params) parts.params = envelope.params;
  return new ApiError(envelope.code, stripFieldPath(envelope.message ?? ''), parts, status);
}

let onSessionEnded: ((sentence: string) => void) | undefined;

/**
 * The shell listens here: a 401 on any call but the login and the start-up /me means the session
 * ended (idle limit, expiry, or logged out elsewhere), so staff are sent to the login page with the
 * server's sentence instead of a failed section (decision 102).
 */
export function whenSessionEnds(listener: ((sentence: string) => void) | undefined) {
  onSessionEnded = listener;
}

function checked<T>(path: string, envelope: Answer<T>, status: number): T {
  if (envelope.code === 0) return envelope.data;
  const error = refusal(envelope, status);
  if (status === 401 && path !== '/login' && path !== '/me') onSessionEnded?.(error.message);
  throw error;
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  if (method === 'POST') {
    headers['content-type'] = 'application/json';
    headers['x-csrf-token'] = csrfToken;
  }
  const response = await fetch(`/api/console${path}`, {
    method,
    headers,
    credentials: 'same-origin',
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
  });
  return checked(path, (await response.json()) as Answer<T>, response.status);
}

/**
 * Posts one file as multipart/form-data (the browser sets the boundary); the CSRF header as for every change.
 * Text `fields` go before the file, so the server has read them by the time the file arrives.
 */
export async function upload<T>(
  path: string,
  field: string,
  file: File,
  fields: Record<string, string> = {},
): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(field, file);
  const response = await fetch(`/api/console${path}`, {
    method: 'POST',
    headers: { 'x-csrf-token': csrfToken },
    credentials: 'same-origin',
    body: form,
  });
  return checked(path, (await response.json()) as Answer<T>, response.status);
}

/**
 * Posts `body` and saves the file the answer carries under the server's name (a CSV export): the CSRF header
 * as for every post, and a filter that may hold a mobile number stays out of the URL. A refusal throws.
 */
export async function download(path: string, body: unknown, fallbackName: string): Promise<void> {
  const response = await fetch(`/api/console${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken },
    credentials: 'same-origin',
    body: JSON.stringify(body ?? {}),
  });
  if ((response.headers.get('content-type') ?? '').startsWith('application/json'))
    checked(path, (await response.json()) as Answer<unknown>, response.status);
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = named?.[1] ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download by now; the object URL is released on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const get = <T>(path: string) => call<T>('GET', path);
export const post = <T>(path: string, body?: unknown) => call<T>('POST', path, body);

export async function login(email: string, password: string): Promise<StaffMe> {
  const me = await post<StaffMe>('/login', { email, password });
  csrfToken = me.csrfToken;
  return me;
}

/** The logged-in staff member, or null (no or expired cookie). */
export async function currentStaff(): Promise<StaffMe | null> {
  try {
    const me = await get<StaffMe>('/me');
    csrfToken = me.csrfToken;
    return me;
  } catch {
    return null;
  }
}

export async function logout(): Promise<void> {
  await post('/logout');
  csrfToken = '';
}

/** Centavos as pesos: 475000 → ₱4,750.00 (integer arithmetic, the borrower app's formatter). */
export const peso = (cents: number) => formatMoney(cents);
