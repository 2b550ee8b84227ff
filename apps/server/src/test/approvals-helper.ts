// Maker-checker test helpers (decisions 106, 113, 123): a second staff member of a role, and an action's
// two-person setting turned on the way an admin does it (proposed by one admin, approved by another).
import { expect } from 'vitest';
import type { App } from '../app.js';
import { actorOf } from '../services/staff-auth.js';
import { consolePost, staffFrom, staffLogin, type Staff } from './console-helper.js';

const dataOf = (res: { json: () => unknown }) => (res.json() as { data: { id: number; proposalId: number } }).data;

export const approveAs = (app: App, s: Staff, id: number, note = '') =>
  consolePost(app, s, `/api/console/approvals/${id}/approve`, { note });
export const rejectAs = (app: App, s: Staff, id: number, note: string) =>
  consolePost(app, s, `/api/console/approvals/${id}/reject`, { note });

/** A second staff member of a role (sandbox seeds one per role), made by the admin. */
export async function secondStaff(app: App, admin: Staff, role: 'finance' | 'admin' | 'risk') {
  const email = `${role}.two@console.sandbox`;
  const password = 'a-long-enough-password-2';
  const made = await consolePost(app, admin, '/api/console/staff', { email, name: `Second ${role}`, role, password });
  expect(made.statusCode).toBe(200);
  return { staff: staffFrom(await staffLogin(app, email, password)), actor: actorOf({ id: dataOf(made).id, email }) };
}

/** Turns two-person approval on for an action: proposed by one admin, refused to them, approved by the other. */
export async function turnOnApproval(
  app: App,
  admin: Staff,
  admin2: Staff,
  action: string,
  thresholdCents: number | null = null,
) {
  const res = await consolePost(app, admin, '/api/console/approvals/settings', {
    action,
    enabled: true,
    thresholdCents,
    reason: 'Auditor asked for four eyes',
  });
  expect(res.statusCode).toBe(202);
  const { proposalId } = dataOf(res);
  const own = await approveAs(app, admin, proposalId);
  expect(own.statusCode).toBe(403);
  expect(own.json().message).toBe('You made this proposal; another staff member must decide it.');
  expect((await approveAs(app, admin2, proposalId)).statusCode).toBe(200);
  return proposalId;
}
