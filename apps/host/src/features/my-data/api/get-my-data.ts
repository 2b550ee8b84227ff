import { useQuery } from '@tanstack/react-query';
import type { MyData } from '@lendwell/contracts';
import { MY_DATA_PATHS } from '@lendwell/contracts/constants';
import { api } from '@/lib/api-client';

export const myDataKey = ['host', 'my-data'] as const;

/** What we hold about the borrower, their consents and requests, and what must be kept until when. */
export function getMyData(): Promise<MyData> {
  return api<MyData>(MY_DATA_PATHS.overview.replace(/^\/api/, ''));
}

export function useMyData() {
  return useQuery({ queryKey: myDataKey, queryFn: getMyData });
}
