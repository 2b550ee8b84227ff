import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/api';
import { complaintsKey } from './get-complaints';

/** The answer the borrower reads, with the keys of images uploaded to the complaint first. */
export function answerComplaint({
  id,
  text,
  imageKeys,
}: {
  id: number;
  text: string;
  imageKeys: string[];
}): Promise<unknown> {
  return post(`/complaints/${id}/answer`, { text, imageKeys });
}

export function useAnswerComplaint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: answerComplaint,
    onSettled: () => client.invalidateQueries({ queryKey: complaintsKey }),
  });
}
