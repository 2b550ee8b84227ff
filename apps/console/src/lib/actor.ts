// Who did something, as staff read it (decision 109): records keep the actor as staff:<id>:<email> (the audit
// log's key), or a process's name. Staff read a colleague's name, else their email; a process in words.

const PROCESSES: Record<string, string> = {
  cob: 'Close of business',
  operator: 'Operator (command line)',
  seed: 'Built in',
  system: 'The system',
};

/** The actor in words: the staff member's name from `names` (by id) when known, else their email. */
export function actorWords(actor: string | null | undefined, names?: ReadonlyMap<number, string>): string {
  if (!actor) return '—';
  const staff = /^staff:(\d+):(.+)$/.exec(actor);
  if (staff) return names?.get(Number(staff[1])) ?? staff[2]!;
  const provider = /^provider:(.+)$/.exec(actor);
  if (provider) return `Payment provider (${provider[1]})`;
  return PROCESSES[actor] ?? actor;
}
