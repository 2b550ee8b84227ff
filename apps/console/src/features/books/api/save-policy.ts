import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BooksPolicyInput, BooksPolicySaved, ProposedAnswer } from '@lendwell/contracts';
import { post } from '../../../lib/api';

/** Saved, or proposed for a second person when the setting asks (decision 113). */
export function savePolicy(input: BooksPolicyInput): Promise<BooksPolicySaved | ProposedAnswer> {
  return post<BooksPolicySaved | ProposedAnswer>('/books/policy', input);
}

export function useSavePolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePolicy,
    // The provision is computed with the rates in force: the portfolio moves too.
    onSuccess: () => client.invalidateQueries({ queryKey: ['books'] }),
  });
}
