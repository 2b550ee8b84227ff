// Staff accounts belong to no merchant yet: the console configures the first (the only one today).
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { ErrorCode } from '@lendwell/contracts';

export async function consoleMerchantId(app: FastifyInstance): Promise<number> {
  const merchant = await app.usersRepository.resolveMerchant();
  if (!merchant) throw new AppError(ErrorCode.conflict, 'no merchant is configured');
  return merchant.id;
}
