// Who acted, as an auditor reads it (decision 107): the log stores a code (`staff:3:finance@…`, `cob`,
// `provider:dragonpay`); the console and the CSV show a person's name and e-mail, or the job or provider.

/** What each non-person actor code reads as. */
const NAMED_ACTORS: Readonly<Record<string, string>> = {
  operator: 'Operator (command line)',
  cob: 'Close of business job',
  'credit-engine': 'Credit engine',
  reconciliation: 'Reconciliation job',
  system: 'System',
};

const STAFF = /^staff:(\d+):(.+)$/;

/** The actor's staff id, or null when the actor is not a person. */
export function staffIdOfActor(actor: string): number | null {
  const match = STAFF.exec(actor);
  return match ? Number(match[1]) : null;
}

const titleCase = (word: string) =>
  word.replace(/(^|[-_ ])(\w)/g, (_, sep: string, c: string) => `${sep ? ' ' : ''}${c.toUpperCase()}`);

/**
 * The actor as a sentence names them: "Maria Santos (finance@…)" for a person (the e-mail alone when their
 * name is unknown), "The borrower, in the app", "Provider Dragonpay", "Close of business job"; an unknown code
 * as it is.
 */
export function actorName(actor: string, staffNames: ReadonlyMap<number, string> = new Map()): string {
  const staff = STAFF.exec(actor);
  if (staff) {
    const name = staffNames.get(Number(staff[1]))?.trim();
    return name ? `${name} (${staff[2]})` : staff[2]!;
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
