// Tells "the database is away" (a restart, a failover, a terminated backend, a refused connection) from
// every other failure (decision 099). Such a failure is the database's, not the request's: it answers 503
// with the envelope, a job waits for the database and runs again, and the process never ends for it.

/**
 * SQLSTATE classes and codes of a lost or refused connection: class 08 (connection exception) and 57P
 * (operator intervention: 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now, 57P04
 * database dropped, 57P05 idle session timeout). 53300 is too many connections. 57014 (a cancelled
 * statement) is deliberately not here: the server is up and refused that one statement.
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[1-5]|53300)$/;

/** Socket errors of node's net and dns modules while connecting or connected. */
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

/** What node-postgres and pg-pool say when a connection ends under them or cannot be had in time. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|timeout exceeded when trying to connect|Cannot use a pool after calling end on the pool)/;

/**
 * Whether an error (or what it wraps: drizzle's DrizzleQueryError keeps the driver's error as `cause`,
 * and a dual-stack connect may fail with an AggregateError) says the database cannot be reached.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 4 || typeof error !== 'object' || error === null) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  if (cause !== undefined && isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}

/** Resolves once `check` succeeds, trying again after 100 ms, then doubling up to 2 s; false when `stop` says so first. */
export async function waitForDatabase(
  check: () => Promise<unknown>,
  options: { withinMs: number; stopped?: () => boolean },
): Promise<boolean> {
  const deadline = Date.now() + options.withinMs;
  let delayMs = 100;
  for (;;) {
    try {
      await check();
      return true;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
    }
    if (options.stopped?.() || Date.now() + delayMs > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    delayMs = Math.min(delayMs * 2, 2_000);
  }
}
