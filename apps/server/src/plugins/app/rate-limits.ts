// Limits on the endpoints that send SMS or check secrets (decision 030):
// @fastify/rate-limit counts, in PostgreSQL, so every server instance shares the windows.
// `app.limit(scope)` is a preHandler that applies the scope's rules per device and borrower, which need the
// body and the session; a route that carries it also gets an onRequest hook (added below when the route is
// registered) that applies the rules per address and overall before the body is read, so a flood of large
// bodies is refused without parsing them (decision 101). Each refuses with 429, a sentence and Retry-After.
import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  limitRefusal,
  RATE_LIMITS,
  SUCCESS_GIVES_BACK,
  type LimitKeyKind,
  type LimitScope,
} from '../../domain/rate-limits.js';
import { tooMany } from '../../lib/errors.js';
import { giveBackHit, pgRateLimitStore } from '../../lib/pg-rate-limit-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: counts this request against every rule of the scope; put it after requireBorrower. */
    limit: (scope: LimitScope) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** After a request of a scope in SUCCESS_GIVES_BACK succeeded: gives back what it counted. */
    giveBack: (scope: LimitScope, request: FastifyRequest) => Promise<void>;
  }
}

/** Rules that need only the connection, counted before the body is read. */
const BEFORE_BODY: readonly LimitKeyKind[] = ['address', 'global'];
/** Marks the preHandler `app.limit` makes, with its scope, so the route gains the onRequest part. */
const SCOPE_OF = Symbol('limit scope');
type LimitHandler = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) & { [SCOPE_OF]?: LimitScope };

const digest = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 22);

/** The device the host names (query or body `deviceId`); hashed, as it may identify a person. */
function deviceOf(request: FastifyRequest): string | undefined {
  const fromQuery = (request.query as Record<string, unknown> | undefined)?.deviceId;
  const body = request.body;
  const fromBody = body && typeof body === 'object' ? (body as Record<string, unknown>).deviceId : undefined;
  const id = typeof fromBody === 'string' && fromBody ? fromBody : fromQuery;
  return typeof id === 'string' && id.trim() ? digest(id.trim()) : undefined;
}

/** The counter's key, or undefined when the request does not have that kind of identity. */
export function limitKey(scope: LimitScope, per: LimitKeyKind, request: FastifyRequest): string | undefined {
  switch (per) {
    case 'address':
      // IPv6 clients are counted per /64, the block one subscriber usually holds.
      return `${scope}:address:${normalizeIP(request.ip)}`;
    case 'device': {
      const device = deviceOf(request);
      return device ? `${scope}:device:${device}` : undefined;
    }
    case 'borrower':
      return request.borrower ? `${scope}:borrower:${request.borrower.userId}` : undefined;
    case 'global':
      return `${scope}:global`;
  }
}

export default fp(
  async (app) => {
    await app.register(rateLimit, { global: false, store: pgRateLimitStore(app.db), skipOnError: false });
    /** Applies the scope's rules of the given kinds, in the order of RATE_LIMITS, refusing at the first exceeded. */
    const checker = (scope: LimitScope, kinds: (per: LimitKeyKind) => boolean) => {
      const rules = RATE_LIMITS[scope]
        .filter((rule) => kinds(rule.per))
        .map((rule) => ({
          rule,
          check: app.createRateLimit({
            max: rule.max,
            timeWindow: rule.windowSeconds * 1000,
            keyGenerator: (request) => limitKey(scope, rule.per, request) ?? `${scope}:${rule.per}:none`,
          }),
        }));
      return async (request: FastifyRequest, reply: FastifyReply) => {
        for (const { rule, check } of rules) {
          if (!limitKey(scope, rule.per, request)) continue;
          const result = await check(request);
          if (!result.isAllowed && result.isExceeded) {
            const wait = Math.max(1, result.ttlInSeconds);
            reply.header('Retry-After', String(wait));
            throw tooMany(limitRefusal(rule.per, wait), wait);
          }
        }
      };
    };
    app.decorate('limit', (scope: LimitScope) => {
      const handler: LimitHandler = checker(scope, (per) => !BEFORE_BODY.includes(per));
      handler[SCOPE_OF] = scope;
      return handler;
    });
    // Every route that carries a limit counts its address and overall rules in onRequest, before its body is
    // read: registered here, so no route can carry the limit and forget the early part.
    app.addHook('onRoute', (route) => {
      const handlers = [route.preHandler ?? []].flat() as LimitHandler[];
      const scopes = handlers.map((handler) => handler[SCOPE_OF]).filter((scope) => scope !== undefined);
      if (scopes.length === 0) return;
      const early = scopes.map((scope) => checker(scope, (per) => BEFORE_BODY.includes(per)));
      route.onRequest = [...early, ...[route.onRequest ?? []].flat()] as typeof route.onRequest;
    });
    app.decorate('giveBack', async (scope: LimitScope, request: FastifyRequest) => {
      // Only a scope that counts guesses gives back: one that counts sends (SMS) must keep every count.
      if (!SUCCESS_GIVES_BACK.includes(scope)) throw new Error(`the ${scope} limits count every request`);
      for (const rule of RATE_LIMITS[scope]) {
        const key = limitKey(scope, rule.per, request);
        if (key) await giveBackHit(app.db, key);
      }
    });
  },
  { name: 'rate-limits', dependencies: ['database'] },
);
