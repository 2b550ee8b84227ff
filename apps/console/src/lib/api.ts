// The console's API client: the session is an httpOnly cookie the page never sees; state-changing
// calls carry the CSRF token the server gave at login (or on /me after a reload).
import type { StaffMe } from '@lendwell/contracts';
import { formatMoney } from '@lendwell/contracts/money-format';

let csrfToken = '';

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
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
  const envelope = (await response.json()) as { code: number; message: string; data: T };
  if (envelope.code !== 0) throw new ApiError(envelope.code, envelope.message);
  return envelope.data;
}

/** Posts one file as multipart/form-data (the browser sets the boundary); the CSRF header as for every change. */
export async function upload<T>(path: string, field: string, file: File): Promise<T> {
  const form = new FormData();
  form.append(field, file);
  const response = await fetch(`/api/console${path}`, {
    method: 'POST',
    headers: { 'x-csrf-token': csrfToken },
    credentials: 'same-origin',
    body: form,
  });
  const envelope = (await response.json()) as { code: number; message: string; data: T };
  if (envelope.code !== 0) throw new ApiError(envelope.code, envelope.message);
  return envelope.data;
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
