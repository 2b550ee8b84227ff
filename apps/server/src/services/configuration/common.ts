// What every configuration area shares: the one lender the console serves, and the conflict refusal.
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@lendwell/contracts';
import { AppError, notFound } from '../../lib/errors.js';

export const conflict = (message: string) => new AppError(ErrorCode.conflict, message);

/** The console serves one lender (the first); its id, or 404 when there is none. */
export function lenderOf(app: FastifyInstance) {
  return async () => {
    const merchant = await app.usersRepository.resolveMerchant();
    if (!merchant) throw notFound('lender');
    return merchant.id;
  };
}
