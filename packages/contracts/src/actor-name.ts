// Who acted, in words (decisions 107 and 109): records keep a code (`staff:3:finance@…`, `cob`,
// `provider:dragonpay`, `borrower:12`); the server's audit trail and its CSV, the approvals list and every console
// screen read it through this one function. Zod-free, so the console bundle takes it alone.

/** What each non-person actor code reads as. */
const NAMED_ACTORS: Readonly<Record<string, string>> = {
  operator: 'Operator (command line)',
  cob: 'Close of business job',
  'credit-engine': 'Credit engine',
  reconciliation: 'Reconciliation job',
  seed: 'Built in',
  system: 'System',
};

const STAFF = /^staff:(\d+):(.+)$/;

/** The actor's staff id, or null when the actor is not a person on the staff. */
export function staffIdOfActor(actor: string): number | null {
  const match = STAFF.exec(actor);
  return match ? Number(match[1]) : null;
}

const titleCase = (word: string) =>
  word.replace(/(^|[-_ ])(\w)/g, (_, sep: string, c: string) => `${sep ? ' ' : ''}${c.toUpperCase()}`);

/**
 * The actor as a sentence names them. A staff member by name (from `staffNames`, by id), with their e-mail when
 * `withEmail` (an auditor's export) or alone when the name is unknown; "The borrower, in the app"; "Provider
 * Dragonpay"; "Close of business job"; an unknown code as it is, and "—" for none.
 */
export function actorName(
  actor: string | null | undefined,
  staffNames: ReadonlyMap<number, string> = new Map(),
  withEmail = true,
): string {
  if (!actor) return '—';
  const staff = STAFF.exec(actor);
  if (staff) {
    const name = staffNames.get(Number(staff[1]))?.trim();
    if (!name) return staff[2]!;
    return withEmail ? `${name} (${staff[2]})` : name;
  }
  const named = NAMED_ACTORS[actor];
  if (named) return named;
  // A borrower acting for themselves in the app (a hardship plan they propose, a privacy request, decision 128).
  if (/^borrower:\d+$/.test(actor)) return 'The borrower, in the app';
  const provider = /^provider:(.+)$/.exec(actor);
  if (provider) return `Provider ${titleCase(provider[1]!)}`;
  const job = /^job:(.+)$/.exec(actor);
  if (job) return `${titleCase(job[1]!)} job`;
  return actor;
}
