// A staff member's name where a record keeps the actor's key (decision 109); the email until names load.
import { useMemo } from 'react';
import { actorWords } from '../lib/actor';
import { useStaffNames } from './api/get-staff-names';

export function useActorWords(): (actor: string | null | undefined) => string {
  const { data } = useStaffNames();
  const names = useMemo(() => new Map((data?.items ?? []).map((s) => [s.id, s.name])), [data]);
  return (actor) => actorWords(actor, names);
}

export function ActorName({ actor }: { actor: string | null | undefined }) {
  return <>{useActorWords()(actor)}</>;
}
