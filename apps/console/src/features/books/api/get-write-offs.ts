import { useQuery } from '@tanstack/react-query';
import type { WriteOffList } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export const writeOffsKey = ['books', 'write-offs'] as const;

export function getWriteOffs(): Promise<WriteOffList> {
  return get<WriteOffList>('/books/write-offs');
}

export function useWriteOffs() {
  return useQuery({ queryKey: writeOffsKey, queryFn: getWriteOffs });
}
