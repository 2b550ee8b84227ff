// Staff login: argon2id password hashes, a lockout after repeated failures, and sessions kept in a
// cookie apart from borrowers'. The CSRF token is an HMAC of the session id, so it needs no storage
// and is worthless without the cookie.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@lendwell/contracts';
import { AppError, tooMany } from '../lib/errors.js';
import { hashPassword, verifyPassword } from '../lib/passwords.js';
import { constantTimeEqual, hmac, sha256 } from '../lib/secrets.js';
import { describeUntil } from '@lendwell/contracts/date-format';
import { STAFF_LOGIN_THROTTLE } from '../domain/login-throttle.js';
import type { StaffIdentity, StaffRole } from '../repositories/staff-repository.js';

export const STAFF_COOKIE = 'lw_staff';
export const CSRF_HEADER = 'x-csrf-token';
const SESSION_TTL_HOURS = 12;

// A hash to verify against when the email is unknown, so the answer takes as long either way.
let dummyHash: Promise<string> | undefined;

const wrongCredentials = () => new AppError(ErrorCode.unauthenticated, 'email or password is wrong');

/**
 * The same words whether the email exists or not; the wait grows with each lock. The time is said as a
 * wait and as Manila's clock ('in 15 minutes (at 14:05 Manila time)'), never as a UTC timestamp.
 */
export const lockedOut = (until: Date | null, now: Date) => {
  const end = until ?? new Date(now.getTime() + 60_000);
  const seconds = (end.getTime() - now.getTime()) / 1000;
  return tooMany(`Too many failed logins. Please try again ${describeUntil(end, now)}.`, seconds);
};

export function parseCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

export function createStaffAuth(app: FastifyInstance) {
  const repo = app.staffRepository;
  const audit = app.auditRepository;
  const throttles = app.loginThrottleRepository;
  const csrfOf = (sessionId: string) => hmac(app.secrets.appSecret, `staff-csrf:${sessionId}`);
  const secure = app.config.mode === 'production';

  function cookie(value: string, maxAgeSeconds: number) {
    return `${STAFF_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure ? '; Secure' : ''}`;
  }

  return {
    /**
     * Checks a password under two throttles (decision 031): the account from this address, and the
     * account from everywhere. Each attempt is counted before the password is checked, in one
     * statement, so a burst checks exactly the allowed number. Unknown, inactive and locked accounts
     * answer exactly as a wrong password does, after the same argon2 work.
     */
    async login(emailInput: string, password: string, reply: FastifyReply, address = 'unknown') {
      const email = emailInput.trim().toLowerCase();
      const now = new Date();
      const accountKey = staffLoginKey(email);
      const keys = [
        { key: `${accountKey}:${address}`, policy: STAFF_LOGIN_THROTTLE.accountAndAddress },
        { key: accountKey, policy: STAFF_LOGIN_THROTTLE.account },
      ];
      const forgetBefore = new Date(now.getTime() - STAFF_LOGIN_THROTTLE.forgetAfterSeconds * 1000);
      const claimed: string[] = [];
      for (const { key, policy } of keys) {
        if (await throttles.claim(key, policy, now, forgetBefore)) {
          claimed.push(key);
          continue;
        }
        for (const k of claimed) await throttles.release(k);
        const until = await throttles.lockedUntil(
          keys.map((k) => k.key),
          now,
        );
        await audit.append({
          actor: 'anonymous',
          action: 'staff.login.throttled',
          target: `staff-email:${email}`,
          after: { address, lockedUntil: until },
        });
        throw lockedOut(until, now);
      }

      const staff = await repo.findByEmail(email);
      const usable = staff && staff.isActive;
      // Verify against a dummy when there is no usable account, so both answers take as long.
      dummyHash ??= hashPassword('not-a-real-password-0000');
      let good = false;
      if (usable) good = await verifyPassword(staff.passwordHash, password);
      else await verifyPassword(await dummyHash, password);
      if (!usable || !good) {
        let until: Date | null = null;
        for (const { key, policy } of keys) {
          const lock = await throttles.fail(key, policy, now);
          if (lock && (!until || lock > until)) until = lock;
        }
        // The console's staff page shows failures and the latest lock; the throttles decide.
        if (staff) await repo.recordFailure(staff.id, until);
        await audit.append({
          actor: staff ? `staff:${staff.id}:${staff.email}` : 'anonymous',
          action: until ? 'staff.locked' : 'staff.login.failed',
          target: staff ? `staff:${staff.id}` : `staff-email:${email}`,
          after: {
            address,
            lockedUntil: until,
            ...(usable ? {} : { reason: staff ? 'inactive account' : 'unknown account' }),
          },
        });
        if (until) throw lockedOut(until, now);
        throw wrongCredentials();
      }
      const actor = `staff:${staff.id}:${staff.email}`;
      for (const { key } of keys) await throttles.succeed(key);
      await repo.resetFailures(staff.id);
      const session = await repo.createSession(staff.id, SESSION_TTL_HOURS, now);
      reply.header('Set-Cookie', cookie(session.sessionId, SESSION_TTL_HOURS * 3600));
      await audit.append({ actor, action: 'staff.login', target: `staff:${staff.id}` });
      return {
        staff: { id: staff.id, email: staff.email, name: staff.name, role: staff.role as StaffRole },
        csrfToken: csrfOf(session.sessionId),
        expiresAt: session.expiresAt,
      };
    },

    async logout(request: FastifyRequest, reply: FastifyReply) {
      const staff = request.staff;
      if (staff) {
        await repo.revokeSession(staff.tokenHash, new Date());
        await audit.append({ actor: actorOf(staff), action: 'staff.logout', target: `staff:${staff.id}` });
      }
      reply.header('Set-Cookie', cookie('', 0));
    },

    csrfOf,

    /** onRequest for /api/console: resolves the cookie; state-changing calls must carry the CSRF token. */
    async authenticate(request: FastifyRequest) {
      const sessionId = parseCookie(request.headers.cookie, STAFF_COOKIE);
      if (!sessionId) throw new AppError(ErrorCode.unauthenticated, 'not logged in to the console');
      const idleMinutes = app.config.staffSessionIdleMinutes;
      const staff = await repo.resolveSession(sessionId, new Date(), idleMinutes);
      if (staff === 'idle')
        throw new AppError(
          ErrorCode.unauthenticated,
          `Your console session ended after ${idleMinutes} minutes without activity. Please log in again.`,
        );
      if (!staff) throw new AppError(ErrorCode.unauthenticated, 'your console session has expired; log in again');
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        const sent = request.headers[CSRF_HEADER];
        if (typeof sent !== 'string' || !constantTimeEqual(sent, csrfOf(sessionId))) {
          throw new AppError(ErrorCode.unauthenticated, `${CSRF_HEADER}: missing or wrong; reload the console`);
        }
      }
      request.staff = staff;
      request.csrfToken = csrfOf(sessionId);
    },
  };
}

/** The throttle key of an account; its per-address keys hang under it as `<key>:<address>`. */
export const staffLoginKey = (email: string) => `staff-login:${sha256(email.trim().toLowerCase()).slice(0, 32)}`;

export const actorOf = (staff: Pick<StaffIdentity, 'id' | 'email'>) => `staff:${staff.id}:${staff.email}`;

/** A preHandler that lets only the named roles through (admin is always one of them). */
export function requireRole(...roles: StaffRole[]) {
  return async (request: FastifyRequest) => {
    const staff = request.staff;
    if (!staff) throw new AppError(ErrorCode.unauthenticated, 'not logged in to the console');
    if (staff.role !== 'admin' && !roles.includes(staff.role)) {
      throw new AppError(
        ErrorCode.forbidden,
        `your role (${staff.role}) may not do this; it needs ${[...roles, 'admin'].join(' or ')}`,
      );
    }
  };
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;

declare module 'fastify' {
  interface FastifyInstance {
    staffAuth: StaffAuth;
  }
  interface FastifyRequest {
    staff?: StaffIdentity;
    csrfToken?: string;
  }
}

export default fp(
  async (app) => {
    app.decorate('staffAuth', createStaffAuth(app));
  },
  { name: 'staffAuth', dependencies: ['staffRepository', 'auditRepository', 'loginThrottleRepository', 'secrets'] },
);
