// Rules for password-login throttling (decision 031). Pure: the
// repository applies them in single SQL statements so concurrent guesses cannot slip past.

export type ThrottlePolicy = {
  /** Checked passwords allowed before the key locks. */
  attempts: number;
  /** The first lock's length; each further lock doubles it, up to the ceiling. */
  baseLockSeconds: number;
  maxLockSeconds: number;
};

/**
 * Two keys per login: the account from one address locks first and for longer (a guesser there),
 * the account from everywhere locks late and briefly (a spread-out guesser), so a stranger at
 * another address can keep the real user out for minutes at most, never for the full lock.
 */
export const STAFF_LOGIN_THROTTLE = {
  accountAndAddress: { attempts: 5, baseLockSeconds: 60, maxLockSeconds: 60 * 60 },
  account: { attempts: 20, baseLockSeconds: 60, maxLockSeconds: 15 * 60 },
  /** Failures older than this are forgotten when no lock is running. */
  forgetAfterSeconds: 60 * 60,
} as const;

/** The length of the (locks + 1)-th lock: base × 2^locks, capped. */
export function lockSeconds(policy: ThrottlePolicy, locksBefore: number): number {
  if (!Number.isInteger(locksBefore) || locksBefore < 0) throw new RangeError(`locks must be ≥ 0: ${locksBefore}`);
  return Math.min(policy.baseLockSeconds * 2 ** Math.min(locksBefore, 30), policy.maxLockSeconds);
}

/** "2 minutes", "1 hour": how a person reads a wait. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.ceil(seconds))} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? '1 hour' : `${hours} hours`;
}
