import { SUCCESS_CODE_LEGACY } from '@lendwell/contracts/constants';
import { apiRequest } from '@/lib/api-client';

/** bk 1: another loan is open and nothing was applied for (oi, ju are that loan's; bn its product). */
export type VariantPushed = { oi: number; ju: string; bk: number; bn: string };

/** amount, period, unit and the page's order key (a retry with the same key is the same order). */
export function pushVariantLoan(input: {
  pk: number;
  ja: number;
  pd: number;
  un: number;
  ok: string;
}): Promise<VariantPushed> {
  return apiRequest<VariantPushed>('/v2/vx/lp', {
    body: input,
    flavour: 'json',
    successCodes: [SUCCESS_CODE_LEGACY],
    loading: true,
  });
}
