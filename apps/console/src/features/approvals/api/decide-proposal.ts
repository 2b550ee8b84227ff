import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProposalView } from '@lendwell/contracts';
import { post } from '../../../lib/api';

export type Decision = { id: number; verdict: 'approve' | 'reject'; note: string };

/** Approves (runs the action) or rejects a proposal; the server refuses the maker with a sentence. */
export function decideProposal({ id, verdict, note }: Decision): Promise<ProposalView> {
  return post<ProposalView>(`/approvals/${id}/${verdict}`, { note });
}

export function useDecideProposal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideProposal,
    // Money may have moved: every screen reads again (the order drawer, the books, the review queue).
    onSettled: () => client.invalidateQueries(),
  });
}
