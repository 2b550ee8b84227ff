// A fixed-window request counter per key (here: client IP), kept in memory. One instance counts
// its own traffic; the per-phone limits that matter for SMS cost live in the database
// (docs/decisions/021-promotion-registration.md says why no dependency).
import type { FastifyRequest } from 'fastify';
import { tooMany } from './errors.js';

export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly maxKeys = 50_000,
  ) {}

  /** Counts one hit; answers how long to wait when over the limit. */
  hit(key: string, now = Date.now()): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      if (this.windows.size >= this.maxKeys) this.prune(now);
      w = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, w);
    }
    w.count++;
    return w.count <= this.limit
      ? { allowed: true }
      : { allowed: false, retryAfterSeconds: Math.ceil((w.resetAt - now) / 1000) };
  }

  private prune(now: number) {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
    // Still full: a flood of distinct addresses; forgetting the oldest is better than growing without bound.
    if (this.windows.size >= this.maxKeys) this.windows.clear();
  }
}

/** A preHandler that refuses a client IP's requests beyond the limiter's window. */
export function perIpLimit(limiter: RateLimiter) {
  return async (request: FastifyRequest) => {
    const decision = limiter.hit(request.ip);
    if (!decision.allowed) throw tooMany(`Too many requests; please try again in ${decision.retryAfterSeconds} s.`);
  };
}
