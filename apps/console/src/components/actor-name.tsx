// A staff member's name where a record keeps the actor's key (decision 109); the email until names load.
import { useMemo } from 'react';
import { actorName } from '@lendwell/contracts/actor-name';
import { useStaffNames } from './api/get-staff-names';

export function useActorWords(): (actor: string | null | undefined) => string {
  const { data } = useStaffNames();
  const names = useMemo(() => new Map((data?.items ?? []).map((s) => [s.id, s.name])), [data]);
  // Staff read a colleague's name alone; the audit export adds the e-mail (one function, decision 109).
  return (actor) => actorName(actor, names, false);
}

export function ActorName({ actor }: { actor: string | null | undefined }) {
  return <>{useActorWords()(actor)}</>;
}
