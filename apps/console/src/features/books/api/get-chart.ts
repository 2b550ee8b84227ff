import { useQuery } from '@tanstack/react-query';
import type { BooksChart } from '@lendwell/contracts';
import { get } from '../../../lib/api';

export const chartKey = ['books', 'chart'] as const;

export function getChart(): Promise<BooksChart> {
  return get<BooksChart>('/books/chart');
}

export function useChart() {
  return useQuery({ queryKey: chartKey, queryFn: getChart });
}
