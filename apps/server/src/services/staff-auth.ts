// Staff login: argon2id password hashes, a lockout after repeated failures, and sessions kept in a
// cookie apart from borrowers'. The CSRF token is an HMAC of the session id, so it needs no storage
// and is worthless without the cookie.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@lendwell/contracts';
import { AppError } from '../lib/errors.js';
import { hashPassword, verifyPassword } from '../lib/passwords.js';
import { constantTimeEqual, hmac } from '../lib/secrets.js';
import type { StaffIdentity, StaffRole } from '../repositories/staff-repository.js';

export const STAFF_COOKIE = 'lw_staff';
export const CSRF_HEADER = 'x-csrf-token';
export const LOCKOUT = { failures: 5, minutes: 15 } as const;
const SESSION_TTL_HOURS = 12;

// A hash to verify against when the email is unknown, so the answer takes as long either way.
let dummyHash: Promise<string> | undefined;

const wrongCredentials = () => new AppError(ErrorCode.unauthenticated, 'email or password is wrong');

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
  const csrfOf = (sessionId: string) => hmac(app.secrets.appSecret, `staff-csrf:${sessionId}`);
  const secure = app.config.mode === 'production';

  function cookie(value: string, maxAgeSeconds: number) {
    return `${STAFF_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure ? '; Secure' : ''}`;
  }

  return {
    async login(emailInput: string, password: string, reply: FastifyReply) {
      const email = emailInput.trim().toLowerCase();
      const now = new Date();
      const staff = await repo.findByEmail(email);
      if (!staff || !staff.isActive) {
        dummyHash ??= hashPassword('not-a-real-password-0000');
        await verifyPassword(await dummyHash, password);
        await audit.append({
          actor: `anonymous`,
          action: 'staff.login.failed',
          target: `staff-email:${email}`,
          after: { reason: 'unknown account' },
        });
        throw wrongCredentials();
      }
      const actor = `staff:${staff.id}:${staff.email}`;
      // A locked account answers the same way whatever the password, so the lock cannot be probed.
      if (staff.lockedUntil && staff.lockedUntil > now) {
        await audit.append({
          actor,
          action: 'staff.login.locked',
          target: `staff:${staff.id}`,
          after: { lockedUntil: staff.lockedUntil },
        });
        throw new AppError(
          ErrorCode.tooManyRequests,
          `this account is locked after ${LOCKOUT.failures} failed logins; try again after ${staff.lockedUntil.toISOString()}`,
        );
      }
      const good = await verifyPassword(staff.passwordHash, password);
      if (!good) {
        const result = await repo.recordFailure(
          staff.id,
          LOCKOUT.failures,
          new Date(now.getTime() + LOCKOUT.minutes * 60_000),
        );
        const locked = result.failedLogins >= LOCKOUT.failures;
        await audit.append({
          actor,
          action: locked ? 'staff.locked' : 'staff.login.failed',
          target: `staff:${staff.id}`,
          before: { failedLogins: result.failedLogins - 1 },
          after: result,
        });
        if (locked)
          throw new AppError(
            ErrorCode.tooManyRequests,
            `this account is locked after ${LOCKOUT.failures} failed logins; try again after ${result.lockedUntil?.toISOString()}`,
          );
        throw wrongCredentials();
      }
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
      const staff = await repo.resolveSession(sessionId, new Date());
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
  { name: 'staffAuth', dependencies: ['staffRepository', 'auditRepository', 'secrets'] },
);
