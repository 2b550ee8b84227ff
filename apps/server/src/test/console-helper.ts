// Console test helpers: log a sandbox staff member in and call /api/console with the cookie and the
// CSRF header, as the console page does.
import { expect } from 'vitest';
import { SANDBOX_STAFF_PASSWORD, sandboxStaffEmail } from '../db/seed-staff.js';
import type { App } from '../app.js';

export type Staff = { cookie: string; csrf: string };
export type StaffRoleName = 'agent' | 'reviewer' | 'finance' | 'admin';

export async function loginAs(app: App, role: StaffRoleName): Promise<Staff> {
  const res = await app.inject({ method: 'POST', url: '/api/console/login', payload: { email: sandboxStaffEmail(role), password: SANDBOX_STAFF_PASSWORD } });
  expect(res.statusCode).toBe(200);
  return { cookie: String(res.headers['set-cookie']).split(';')[0]!, csrf: (res.json() as { data: { csrfToken: string } }).data.csrfToken };
}

export const consolePost = (app: App, staff: Staff, url: string, payload: object = {}) =>
  app.inject({ method: 'POST', url, headers: { cookie: staff.cookie, 'x-csrf-token': staff.csrf }, payload });

export const consoleGet = (app: App, staff: Staff, url: string) => app.inject({ method: 'GET', url, headers: { cookie: staff.cookie } });
