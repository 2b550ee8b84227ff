// The answers of the console's payouts (decisions 040, 041): payouts in flight, failed and returned with
// the day's total against the provider's report, reconciliation, the hold release, the lender's limits
// and the sandbox drills. Each schema names exactly what its handler returns.
import { z } from 'zod';
import { envelopeSchema } from '../common.js';
import { PAYOUT_STATES, payoutSettingsSchema } from '../console-payouts.js';
import { timestampSchema } from '../console.js';

const int = () => z.number().int();

/** A payout as finance sees it; the rail by its name (InstaPay, PESONet, GCash or Maya). */
export const consolePayoutItemSchema = z.object({
  orderNo: z.string(),
  phone: z.string(),
  status: z.enum(PAYOUT_STATES),
  attempt: int(),
  amountCents: int(),
  channel: z.string(),
  provider: z.string(),
  reference: z.string().nullable(),
  reason: z.string(),
  rebind: z.boolean(),
  updatedAt: z.string(),
  /** The business day the money left, once it did. */
  settledOn: z.string().nullable(),
  /** When the bank sent the money back. */
  returnedAt: timestampSchema.nullable(),
});
/** The day's payouts against the provider's own report (null when it has none or did not answer). */
export const consolePayoutDaySchema = z.object({
  businessDate: z.string(),
  ours: z.object({ count: int(), amountCents: int() }),
  provider: z.object({ count: int(), amountCents: int() }).nullable(),
  providerError: z.string(),
  matches: z.boolean().nullable(),
});
export const consolePayoutListResponseSchema = envelopeSchema(
  z.object({ items: z.array(consolePayoutItemSchema), day: consolePayoutDaySchema }),
);
export type ConsolePayoutList = z.input<typeof consolePayoutListResponseSchema>['data'];
/** What a reconciliation pass found among payouts in flight. */
export const payoutReconcileSummarySchema = z.object({
  checked: int(),
  succeeded: int(),
  failed: int(),
  returned: int(),
  pending: int(),
  unknown: int(),
  errors: int(),
});
export type PayoutReconcileSummary = z.infer<typeof payoutReconcileSummarySchema>;
export const payoutReconcileResponseSchema = envelopeSchema(payoutReconcileSummarySchema);
export const payoutHoldReleasedResponseSchema = envelopeSchema(
  z.object({ orderNo: z.string(), released: z.boolean() }),
);
export type PayoutHoldReleased = z.infer<typeof payoutHoldReleasedResponseSchema>['data'];
export const payoutSettingsResponseSchema = envelopeSchema(payoutSettingsSchema);
/** A sandbox drill's result: the payout's status after it (or 'unknown'). */
export const sandboxPayoutDrillResponseSchema = envelopeSchema(z.object({ orderNo: z.string(), payout: z.string() }));
export type SandboxPayoutDrill = z.infer<typeof sandboxPayoutDrillResponseSchema>['data'];
/** A payout row as the handler builds it (returnedAt a Date); ConsolePayoutList is what the console reads. */
export type ConsolePayoutRow = z.output<typeof consolePayoutItemSchema>;
