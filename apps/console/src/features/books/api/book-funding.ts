import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FundingInput, FundingRow, ProposedAnswer } from '@lendwell/contracts';
import { post } from '../../../lib/api';

/** Books a funding, or proposes it for a second finance person to approve (decision 106). */
export function bookFunding(input: FundingInput): Promise<FundingRow | ProposedAnswer> {
  return post<FundingRow | ProposedAnswer>('/books/fundings', input);
}

export function useBookFunding() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: bookFunding,
    // The bank's balance and the trial balance move with it.
    onSuccess: () => client.invalidateQueries({ queryKey: ['books'] }),
  });
}
