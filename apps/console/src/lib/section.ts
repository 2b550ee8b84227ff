// The contract between the shell and a section page: each page is a default export, loaded as its own chunk.
import type { StaffRole } from '@lendwell/contracts';
import { ROLE_NAMES } from '@lendwell/contracts/constants';

/** What every section page receives: the staff member's role, for the actions it offers, and their id ("mine"). */
export type SectionProps = { role: StaffRole; staffId: number };

export { ROLE_NAMES };

/** Admin passes every role check on the server; the pages mirror that to decide what to offer. */
export const hasRole = (role: StaffRole, ...allowed: StaffRole[]) => role === 'admin' || allowed.includes(role);
