// Sandbox console accounts, one per role, sharing a documented sandbox-only password. Production
// never runs this (the database plugin calls it in sandbox mode only, and it refuses otherwise);
// there the first admin is made with `npm run ops -- staff:create`.
import { hashPassword } from '../lib/passwords.js';
import type { AppConfig } from '../config/config.js';
import type { Database } from './client.js';
import { staffUsers } from './schema.js';
import { STAFF_ROLES } from '../repositories/staff-repository.js';

export const SANDBOX_STAFF_PASSWORD = 'sandbox-console-only';
export const sandboxStaffEmail = (role: string) => `${role}@console.sandbox`;

export async function seedSandboxStaff(db: Database, config: Pick<AppConfig, 'mode'>): Promise<void> {
  if (config.mode !== 'sandbox') throw new Error('sandbox staff are refused in production mode');
  const existing = await db.select({ id: staffUsers.id }).from(staffUsers).limit(1);
  if (existing.length > 0) return;
  // One hash for all four: argon2 is deliberately slow and they share the password anyway.
  const passwordHash = await hashPassword(SANDBOX_STAFF_PASSWORD);
  await db
    .insert(staffUsers)
    .values(
      STAFF_ROLES.map((role) => ({ email: sandboxStaffEmail(role), name: `Sandbox ${role}`, role, passwordHash })),
    )
    .onConflictDoNothing();
}
