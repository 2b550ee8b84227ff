// Query params every borrower call may carry (spec section 3); unknown extras are allowed and ignored.
import { z } from 'zod';
import { COMMON_PARAM_NAMES } from '@lendwell/contracts';

export const commonQuerySchema = z.looseObject(
  Object.fromEntries(COMMON_PARAM_NAMES.map((name) => [name, z.string().max(256).optional()])) as Record<
    (typeof COMMON_PARAM_NAMES)[number],
    z.ZodOptional<z.ZodString>
  >,
);

export const ok = <T>(data: T) => ({ code: 0 as number | string, message: 'success', data });
/** The spec's other success code, used by the complaint uploads and the Variant API. */
export const legacyOk = <T>(data: T) => ({ code: '00' as number | string, message: 'success', data });
