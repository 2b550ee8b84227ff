import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BooksPolicyInput, BooksPolicySaved } from '@lendwell/contracts';
import { post } from '../../../lib/api';

export function savePolicy(input: BooksPolicyInput): Promise<BooksPolicySaved> {
  return post<BooksPolicySaved>('/books/policy', input);
}

export function useSavePolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePolicy,
    // The provision is computed with the rates in force: the portfolio moves too.
    onSuccess: () => client.invalidateQueries({ queryKey: ['books'] }),
  });
}
