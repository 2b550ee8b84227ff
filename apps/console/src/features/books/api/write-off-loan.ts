import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProposedAnswer, WriteOffInput, WrittenOff } from '@lendwell/contracts';
import { post } from '../../../lib/api';

export function writeOffLoan(input: WriteOffInput): Promise<WrittenOff | ProposedAnswer> {
  return post<WrittenOff | ProposedAnswer>('/books/write-offs', input);
}

export function useWriteOffLoan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: writeOffLoan,
    // The reports move with it: the write-off list, the portfolio, the trial balance.
    onSuccess: () => client.invalidateQueries({ queryKey: ['books'] }),
  });
}
