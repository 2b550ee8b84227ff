// Effective interest rate of a loan's cash flows (what the borrower receives against what they
// repay), found by bisection in fixed point: no floating point, reproducible to the basis point.
import { MoneyInvariantError, type Bps, type Cents } from '../money.js';

const SCALE = 10n ** 18n;

function powFixed(base: bigint, exponent: number): bigint {
  let result = SCALE;
  let b = base;
  let e = exponent;
  while (e > 0) {
    if (e & 1) result = (result * b) / SCALE;
    b = (b * b) / SCALE;
    e >>= 1;
  }
  return result;
}

/** Present value at day 0 of payments at given days, discounted at a daily rate (fixed point). */
function presentValue(dailyRate: bigint, payments: readonly { day: number; amountCents: Cents }[]): bigint {
  const onePlus = SCALE + dailyRate;
  let pv = 0n;
  for (const p of payments) pv += (BigInt(p.amountCents) * SCALE * SCALE) / powFixed(onePlus, p.day);
  return pv;
}

export type EffectiveRate = { dailyRateBps1e4: bigint; monthlyBps: Bps; yearlyBps: Bps };

/**
 * The compounded monthly (30-day) and yearly (365-day) rates, in basis points rounded half up,
 * at which the payments are worth exactly the proceeds received on day 0.
 */
export function effectiveRate(
  proceedsCents: Cents,
  payments: readonly { day: number; amountCents: Cents }[],
): EffectiveRate {
  if (proceedsCents <= 0) throw new MoneyInvariantError('proceeds must be positive');
  const total = payments.reduce((n, p) => n + p.amountCents, 0);
  if (total < proceedsCents) throw new MoneyInvariantError('payments must at least return the proceeds');
  const target = BigInt(proceedsCents) * SCALE;
  let lo = 0n;
  let hi = SCALE; // 100 % a day is far above any lawful loan.
  for (let i = 0; i < 200 && hi - lo > 1n; i++) {
    const mid = (lo + hi) / 2n;
    if (presentValue(mid, payments) > target) lo = mid;
    else hi = mid;
  }
  const daily = lo;
  const toBps = (fixed: bigint) => Number((fixed * 10_000n * 2n + SCALE) / (SCALE * 2n));
  const monthly = powFixed(SCALE + daily, 30) - SCALE;
  const yearly = powFixed(SCALE + daily, 365) - SCALE;
  return { dailyRateBps1e4: (daily * 10n ** 8n) / SCALE, monthlyBps: toBps(monthly), yearlyBps: toBps(yearly) };
}
