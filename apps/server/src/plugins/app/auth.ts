// Borrower sessions: login by one-time SMS code, and the preHandler that ties a request to its borrower.
import { randomInt } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canSendCode, formatOtp, OTP_POLICY } from '../../domain/otp-policy.js';
import { AppError, invalid, notFound, tooMany, unauthenticated } from '../../lib/errors.js';
import { constantTimeEqual, hmac } from '../../lib/secrets.js';
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

function createAuthService(app: App) {
  const { usersRepository, sessionsRepository, otpRepository, smsGateway, clock, config } = app;
  const codeHash = (phone: string, code: string) => hmac(app.secrets.appSecret, `login:${phone}:${code}`);

  async function merchantId(merchantNumber?: string) {
    const merchant = await usersRepository.resolveMerchant(merchantNumber);
    if (!merchant) throw notFound('merchant');
    return merchant.id;
  }

  return {
    async sendLoginCode(phone: string, merchantNumber?: string) {
      const mid = await merchantId(merchantNumber);
      const now = clock.now();
      const recent = await otpRepository.recentCreatedAt(mid, phone, 'login', new Date(now.getTime() - 3_600_000));
      const decision = canSendCode(now, recent);
      if (!decision.allowed) {
        throw tooMany(
          decision.reason === 'resend-too-soon'
            ? `Please do not resend the code yet; try again in ${decision.retryAfterSeconds} s.`
            : `Too many codes requested; try again in ${Math.ceil(decision.retryAfterSeconds / 60)} min.`,
        );
      }
      const code = formatOtp(randomInt(0, 10 ** OTP_POLICY.length));
      await otpRepository.insert({
        merchantId: mid,
        phone,
        purpose: 'login',
        codeHash: codeHash(phone, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + OTP_POLICY.ttlSeconds * 1000),
      });
      await smsGateway.send(phone, `${config.brand.productName}: your login code is ${code}. It expires in 5 minutes. Never share it with anyone.`);
      return { resendAfterSeconds: OTP_POLICY.resendAfterSeconds, expiresInSeconds: OTP_POLICY.ttlSeconds };
    },

    async login(phone: string, code: string, deviceId?: string, merchantNumber?: string) {
      const mid = await merchantId(merchantNumber);
      const now = clock.now();
      const live = await otpRepository.latestLive(mid, phone, 'login', now);
      if (!live || live.attempts >= OTP_POLICY.maxAttempts) throw invalid('code', 'the code has expired; please request a new one');
      if (!constantTimeEqual(live.codeHash, codeHash(phone, code))) {
        const attempts = await otpRepository.addAttempt(live.id);
        const left = OTP_POLICY.maxAttempts - attempts;
        throw invalid('code', left > 0 ? `enter the correct verification code (${left} attempts left)` : 'too many wrong attempts; please request a new code');
      }
      if (!(await otpRepository.consume(live.id, now))) throw invalid('code', 'the code has already been used');
      return this.openSession(mid, phone, deviceId);
    },

    /** Opens a session without a code: the admin API and the sandbox preview use it. */
    async openSession(mid: number, phone: string, deviceId?: string) {
      const now = clock.now();
      const user = await usersRepository.findOrCreate(mid, phone);
      await usersRepository.touchLogin(user.id, now);
      const { sessionId, expiresAt } = await sessionsRepository.create(user.id, config.sessionTtlHours, now, deviceId);
      return { userId: String(user.id), sessionId, expiresAt: expiresAt.toISOString() };
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
      if (sessionId) request.borrower = (await app.sessionsRepository.resolve(sessionId, app.clock.now())) ?? null;
    });
    app.decorate('requireBorrower', async (request: FastifyRequest) => {
      const sessionId = sessionIdOf(request);
      if (!sessionId) throw unauthenticated();
      const session = await app.sessionsRepository.resolve(sessionId, app.clock.now());
      if (!session) throw unauthenticated();
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
