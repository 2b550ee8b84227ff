// Money is integer centavos (safe integers); rates are basis points. Every multiplication by a
// rate goes through BigInt and one named rounding, so no float ever touches an amount.

declare const unit: unique symbol;
/**
 * Integer centavos. The optional unit tag makes a rate passed where an amount is expected (or the reverse) a
 * type error, while plain numbers and arithmetic still flow in without casts (decision 077).
 */
export type Cents = number & { readonly [unit]?: 'centavos' };
/** Integer basis points (1/100 of a percent): rates and fee shares. Never mixes with Cents (decision 077). */
export type Bps = number & { readonly [unit]?: 'basis points' };

export class MoneyInvariantError extends Error {}

/** The checked constructor of an amount: a safe integer number of centavos (negative allowed), or it throws. */
export function cents(value: number, what = 'amount'): Cents {
  assertCents(value, what, { nonNegative: false });
  return value;
}

/** The checked constructor of a rate: a safe integer number of basis points, or it throws. */
export function bps(value: number, what = 'rate'): Bps {
  if (!Number.isSafeInteger(value)) throw new MoneyInvariantError(`${what} must be whole basis points, got ${value}`);
  return value;
}

/** Throws unless value is a safe integer number of centavos (optionally non-negative). */
export function assertCents(value: number, what: string, { nonNegative = true } = {}): asserts value is Cents {
  if (!Number.isSafeInteger(value)) throw new MoneyInvariantError(`${what} must be whole centavos, got ${value}`);
  if (nonNegative && value < 0) throw new MoneyInvariantError(`${what} must not be negative, got ${value}`);
}

/**
 * Integer division by a positive denominator, rounding half up in magnitude: a negative numerator
 * rounds as its positive mirror (−5/10 → −1), so a reversal rounds exactly like its original.
 */
export function divRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new MoneyInvariantError('denominator must be positive');
  if (numerator < 0n) return -divRoundHalfUp(-numerator, denominator);
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** amount × numerator / denominator, rounded half up: the one rounding rule of the engine. */
export function roundHalfUp(amount: Cents, numerator: number | bigint, denominator: number | bigint): Cents {
  const result = divRoundHalfUp(BigInt(amount) * BigInt(numerator), BigInt(denominator));
  const n = Number(result);
  assertCents(n, 'rounded amount', { nonNegative: false });
  return n;
}

/** amount × rateBps / 10 000, rounded half up. */
export function applyBps(amount: Cents, rateBps: Bps): Cents {
  return roundHalfUp(amount, rateBps, 10_000);
}

/** Splits total into n parts that differ by at most one centavo; earlier parts take the remainder. */
export function splitEvenly(total: Cents, parts: number): Cents[] {
  assertCents(total, 'total');
  if (!Number.isInteger(parts) || parts < 1)
    throw new MoneyInvariantError(`parts must be a positive integer, got ${parts}`);
  const base = Math.floor(total / parts);
  const remainder = total - base * parts;
  return Array.from({ length: parts }, (_, i) => base + (i < remainder ? 1 : 0));
}

export function sum(values: readonly Cents[]): Cents {
  let total = 0;
  for (const v of values) total += v;
  assertCents(total, 'sum', { nonNegative: false });
  return total;
}
