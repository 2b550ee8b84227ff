// Console payouts (decisions 040 and 041): finance's view of payouts in flight, failed and returned,
// the day's total against the provider's report, the hold release, and the admin's limits per lender.
import { z } from 'zod';

export const PAYOUT_STATES = ['requested', 'pending', 'succeeded', 'failed', 'returned'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

/** Which payouts to list: in flight (requested or pending), failed, or returned by the bank. */
export const consolePayoutQuerySchema = z.object({
  view: z.enum(['pending', 'failed', 'returned']).default('pending'),
});

export type ConsolePayoutItem = {
  orderNo: string;
  phone: string;
  status: PayoutState;
  attempt: number;
  amountCents: number;
  /** InstaPay, PESONet, GCash or Maya. */
  channel: string;
  provider: string;
  reference: string | null;
  reason: string;
  rebind: boolean;
  updatedAt: string;
};

export type ConsolePayoutDay = {
  businessDate: string;
  ours: { count: number; amountCents: number };
  provider: { count: number; amountCents: number } | null;
  providerError: string;
  matches: boolean | null;
};

export const payoutSettingsSchema = z.object({
  /** Null: no daily limit. */
  dailyLimitCents: z
    .number({ error: 'Daily limit must be an amount in pesos' })
    .int('Daily limit must be whole centavos')
    .min(100, 'Daily limit must be at least ₱1.00')
    .max(100_000_000_000, 'Daily limit is too large')
    .nullable(),
  holdHours: z
    .number({ error: 'Hold must be a number of hours' })
    .int('Hold must be whole hours')
    .min(0, 'Hold cannot be negative')
    .max(720, 'Hold can be at most 720 hours (30 days)'),
});
export type PayoutSettings = z.infer<typeof payoutSettingsSchema>;
