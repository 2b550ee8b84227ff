import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CreditBlockList } from '@lendwell/contracts';
import { post } from '../../../lib/api';

export type BlockListSearch = { query: string; includeRemoved: boolean };

export const blockListKey = ['credit-block-list'] as const;

/** A search travels in the body: a typed phone or ID number never reaches a URL. */
export function searchBlockList(search: BlockListSearch): Promise<CreditBlockList> {
  return post<CreditBlockList>('/credit/block-list/search', search);
}

export function useBlockList(search: BlockListSearch) {
  return useQuery({
    queryKey: [...blockListKey, search],
    queryFn: () => searchBlockList(search),
    placeholderData: keepPreviousData,
  });
}
