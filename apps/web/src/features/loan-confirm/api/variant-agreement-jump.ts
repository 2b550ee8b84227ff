import { AGREEMENT_SCENE, SUCCESS_CODE_LEGACY } from '@lendwell/contracts/constants';
import { apiRequest } from '@/lib/api-client';

/** The link to one rendered agreement, for the amount being confirmed. */
export function getVariantAgreementUrl(productId: string, position: number, amountCents: number): Promise<string> {
  return apiRequest<{ u: string }>('/v2/vx/aj', {
    method: 'GET',
    query: { pk: productId, sc: AGREEMENT_SCENE, p: position, ja: amountCents },
    flavour: 'json',
    successCodes: [SUCCESS_CODE_LEGACY],
    loading: true,
  }).then((d) => d.u);
}
