// Borrower sessions: login by one-time SMS code, and the preHandler that ties a request to its borrower.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, loggedOutEverywhere, notFound, unauthenticated } from '../../lib/errors.js';
import { issueOneTimeCode, redeemOneTimeCode } from '../../services/one-time-codes.js';
import type { ActiveSession } from '../../repositories/sessions-repository.js';
import { ErrorCode } from '@lendwell/contracts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: ReturnType<typeof createAuthService>;
    /** preHandler: the request must carry a live borrower session. */
    requireBorrower: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler for public pages that say more to a signed-in borrower: sets borrower when the session is live. */
    optionalBorrower: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    borrower: ActiveSession | null;
  }
}

type App = FastifyInstance;

/**
 * The borrower of a request behind requireBorrower. A route that forgot the preHandler answers
 * 'log in again' (1003) instead of reading a missing session.
 */
export function borrowerOf(request: FastifyRequest): ActiveSession {
  if (!request.borrower) throw unauthenticated();
  return request.borrower;
}

function createAuthService(app: App) {
  const { usersRepository, sessionsRepository, clock, config } = app;

  async function merchantId(merchantNumber?: string) {
    const merchant = await usersRepository.resolveMerchant(merchantNumber);
    if (!merchant) throw notFound('merchant');
    return merchant.id;
  }

  return {
    async sendLoginCode(phone: string, merchantNumber?: string) {
      const mid = await merchantId(merchantNumber);
      return issueOneTimeCode(
        app,
        mid,
        phone,
        'login',
        (code) =>
          `${config.brand.productName}: your login code is ${code}. It expires in 5 minutes. Never share it with anyone.`,
      );
    },

    async login(phone: string, code: string, deviceId?: string, merchantNumber?: string) {
      const mid = await merchantId(merchantNumber);
      await redeemOneTimeCode(app, mid, phone, 'login', code);
      return this.openSession(mid, phone, deviceId);
    },

    /** Opens a session without a code: the admin API and the sandbox preview use it. */
    async openSession(mid: number, phone: string, deviceId?: string) {
      const now = clock.now();
      const user = await usersRepository.findOrCreate(mid, phone);
      await usersRepository.touchLogin(user.id, now);
      const { sessionId, expiresAt } = await sessionsRepository.create(user.id, config.sessionTtlHours, now, deviceId);
      return {
        userId: String(user.id),
        sessionId,
        expiresAt: expiresAt.toISOString(),
        idleTimeoutSeconds: config.sessionIdleHours * 3600,
      };
    },

    merchantId,
  };
}

/** The bearer token, or the spec's sessionId query param that native callers use. */
function sessionIdOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.sessionId;
  return typeof fromQuery === 'string' && fromQuery.length > 0 ? fromQuery : undefined;
}

export default fp(
  async (app) => {
    app.decorate('auth', createAuthService(app));
    app.decorateRequest('borrower', null);
    app.decorate('optionalBorrower', async (request: FastifyRequest) => {
      const sessionId = sessionIdOf(request);
      if (sessionId)
        request.borrower =
          (await app.sessionsRepository.resolve(sessionId, app.clock.now(), app.config.sessionIdleHours)) ?? null;
    });
    app.decorate('requireBorrower', async (request: FastifyRequest) => {
      const sessionId = sessionIdOf(request);
      if (!sessionId) throw unauthenticated();
      const session = await app.sessionsRepository.resolve(sessionId, app.clock.now(), app.config.sessionIdleHours);
      if (!session)
        throw (await app.sessionsRepository.endedEverywhere(sessionId)) ? loggedOutEverywhere() : unauthenticated();
      // The host also names the user in the URL; naming someone else answers as if they did not exist.
      const query = request.query as Record<string, unknown> | undefined;
      const named = query?.userId;
      if (typeof named === 'string' && named !== '' && named !== String(session.userId)) {
        throw new AppError(ErrorCode.notFound, 'user not found');
      }
      request.borrower = session;
    });
  },
  {
    name: 'auth',
    dependencies: ['usersRepository', 'sessionsRepository', 'otpRepository', 'sms-gateway', 'clock', 'secrets'],
  },
);
