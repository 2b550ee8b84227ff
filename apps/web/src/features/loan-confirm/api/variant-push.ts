import { SUCCESS_CODE_LEGACY } from '@lendwell/contracts/constants';
import { apiRequest } from '@/lib/api-client';

/** amount, period, unit and the page's order key (a retry with the same key is the same order). */
export function pushVariantLoan(input: {
  pk: number;
  ja: number;
  pd: number;
  un: number;
  ok: string;
}): Promise<{ oi: number; ju: string }> {
  return apiRequest<{ oi: number; ju: string }>('/v2/vx/lp', {
    body: input,
    flavour: 'json',
    successCodes: [SUCCESS_CODE_LEGACY],
    loading: true,
  });
}
