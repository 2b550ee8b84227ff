// Payout limits per lender (decision 041): a daily total, and a hold on the first payout to an
// account bound recently in place of another. Pure: the caller reads the figures under a lock.
import { formatDate, formatManilaTime } from '@lendwell/contracts/date-format';
import { formatMoney as formatPeso } from '@lendwell/contracts/money-format';
import type { Cents } from '../money.js';

export type LimitCheck = { ok: true } | { ok: false; reason: string };

/**
 * Whether one more payout fits the lender's daily limit. `committedCents` counts today's payouts that
 * are requested, pending or succeeded (failed and returned ones moved no money). Null limit: none.
 */
export function checkDailyLimit(input: {
  dailyLimitCents: Cents | null;
  committedCents: Cents;
  amountCents: Cents;
}): LimitCheck {
  const { dailyLimitCents, committedCents, amountCents } = input;
  if (dailyLimitCents === null) return { ok: true };
  if (committedCents + amountCents <= dailyLimitCents) return { ok: true };
  const left = Math.max(0, dailyLimitCents - committedCents);
  return {
    ok: false,
    reason:
      `today's payout limit of ${formatPeso(dailyLimitCents)} would be exceeded: ${formatPeso(committedCents)} ` +
      `is already paid or on its way, ${formatPeso(left)} is left, and this payout is ${formatPeso(amountCents)}. ` +
      'An admin may raise the limit, or pay out tomorrow',
  };
}

/**
 * A first payout to an account that replaced another within `holdHours` waits, so a takeover of the
 * borrower's login cannot redirect the loan at once. The first account ever bound is not held, nor
 * one finance released, nor one that has already received a payout.
 */
export function checkNewAccountHold(input: {
  replacedAnother: boolean;
  boundAt: Date;
  now: Date;
  holdHours: number;
  released: boolean;
  paidBefore: boolean;
}): LimitCheck & { until?: Date } {
  const { replacedAnother, boundAt, now, holdHours, released, paidBefore } = input;
  if (!replacedAnother || released || paidBefore || holdHours <= 0) return { ok: true };
  const until = new Date(boundAt.getTime() + holdHours * 3_600_000);
  if (now >= until) return { ok: true };
  return {
    ok: false,
    until,
    reason: `the payout account was changed less than ${holdHours} hours ago, so the first payout to it is held until ${formatDate(until)} ${formatManilaTime(until)} Manila time. Finance may release the hold after checking with the borrower`,
  };
}
