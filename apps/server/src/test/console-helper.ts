// Console test helpers: log a sandbox staff member in and call /api/console with the cookie and the
// CSRF header, as the console page does.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { SANDBOX_STAFF_PASSWORD, sandboxStaffEmail } from '../db/seed-staff.js';
import type { App } from '../app.js';

export type Staff = { cookie: string; csrf: string };
export type StaffRoleName = 'agent' | 'reviewer' | 'finance' | 'admin' | 'compliance';

export const staffLogin = (app: App, email: string, password = SANDBOX_STAFF_PASSWORD) =>
  app.inject({ method: 'POST', url: '/api/console/login', payload: { email, password } });

/** The session of a successful login: the HttpOnly, SameSite=Strict cookie and the CSRF token. */
export function staffFrom(res: LightMyRequestResponse): Staff {
  expect(res.statusCode).toBe(200);
  const setCookie = String(res.headers['set-cookie']);
  expect(setCookie).toMatch(/^lw_staff=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict/);
  return { cookie: setCookie.split(';')[0]!, csrf: (res.json() as { data: { csrfToken: string } }).data.csrfToken };
}

export async function loginAs(app: App, role: StaffRoleName): Promise<Staff> {
  return staffFrom(await staffLogin(app, sandboxStaffEmail(role)));
}

export const consolePost = (app: App, staff: Staff, url: string, payload: object = {}) =>
  app.inject({ method: 'POST', url, headers: { cookie: staff.cookie, 'x-csrf-token': staff.csrf }, payload });

export const consoleGet = (app: App, staff: Staff, url: string) =>
  app.inject({ method: 'GET', url, headers: { cookie: staff.cookie } });
