// The books (decision 063): chart of accounts, journal, trial balance, loan sub-ledger and closed months.
import { z } from 'zod';

const isoDate = z
  .string({ error: 'Choose a date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date like 2026-12-31')
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      message: 'Choose a real calendar date',
    },
  );

/** A report as of (or for) one business date. */
export const booksDateQuerySchema = z.object({ date: isoDate });
export type BooksDateQuery = z.infer<typeof booksDateQuerySchema>;

/** A ledger account named in the address, e.g. receivable:principal. */
export const ledgerAccountParamsSchema = z.object({
  account: z
    .string()
    .min(1, 'Choose a ledger account')
    .max(64, 'Choose a ledger account')
    .regex(/^[a-z_]+(:[a-z_]+)?$/, 'Choose a ledger account from the list'),
});

export const glMappingUpdateSchema = z.object({
  glCode: z
    .string({ error: 'Choose a general-ledger account' })
    .trim()
    .min(1, 'Choose a general-ledger account')
    .max(20, 'Choose a general-ledger account'),
  /** Why, when a change of the chart waits for a second person (decision 123). */
  reason: z.string().trim().min(5, 'Enter the reason (at least 5 characters)').max(500).optional(),
});
export type GlMappingUpdate = z.infer<typeof glMappingUpdateSchema>;

export const glAccountSchema = z.object({
  code: z
    .string({ error: 'Enter an account code' })
    .trim()
    .regex(/^[A-Za-z0-9.-]{1,20}$/, 'An account code is 1 to 20 letters, digits, dots or dashes'),
  name: z
    .string({ error: 'Enter an account name' })
    .trim()
    .min(1, 'Enter an account name')
    .max(120, 'The name is too long'),
  kind: z.enum(['asset', 'liability', 'equity', 'income', 'expense'], { error: 'Choose the kind of account' }),
  control: z.boolean({ error: 'Say whether it is a control account' }).default(false),
});
export type GlAccountInput = z.infer<typeof glAccountSchema>;
/** An account and, when the change waits for a second person, the maker's reason (decision 123). */
export const glAccountChangeSchema = glAccountSchema.extend({
  reason: z.string().trim().min(5, 'Enter the reason (at least 5 characters)').max(500).optional(),
});

export const periodCloseSchema = z.object({
  month: z.string({ error: 'Choose a month' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Choose a month like 2026-01'),
  reason: z
    .string({ error: 'Enter a note for the close' })
    .trim()
    .min(3, 'Enter a note for the close')
    .max(500, 'The note is too long'),
});
export type PeriodClose = z.infer<typeof periodCloseSchema>;

export type GlRowView = {
  code: string;
  name: string;
  kind: string;
  control: boolean;
  debitCents: number;
  creditCents: number;
  ledgerAccounts: string[];
};

export type TrialBalanceView = { date: string; rows: GlRowView[]; debitCents: number; creditCents: number };

export type SubLedgerView = {
  date: string;
  loans: number;
  /** The first loans by order number; the CSV has all of them. */
  rows: {
    orderNo: string;
    principalCents: number;
    interestCents: number;
    feeCents: number;
    lateCents: number;
    totalCents: number;
  }[];
  subLedgerCents: number;
  controlCents: number;
  differenceCents: number;
  /** Each control account beside its sub-ledger column (decision 112). */
  columns: { code: string; name: string; subLedgerCents: number; controlCents: number; differenceCents: number }[];
};

export type ChartView = {
  accounts: { code: string; name: string; kind: string; control: boolean }[];
  mappings: { ledgerAccount: string; glCode: string | null; updatedBy: string | null }[];
};

export type PeriodView = { month: string; closedThrough: string; closedBy: string; reason: string; closedAt: string };

// ─── Write-offs and the books policy (decision 078) ─────────────────────────────────────────

/** Finance writes a loan off by decision, with the reason an auditor reads. */
export const writeOffSchema = z.object({
  orderNo: z
    .string({ error: 'Enter the order number' })
    .trim()
    .regex(/^[A-Za-z0-9-]{4,40}$/, 'Enter the order number as it appears on the order'),
  reason: z
    .string({ error: 'Enter the reason for the write-off' })
    .trim()
    .min(5, 'Enter the reason for the write-off')
    .max(500, 'The reason is too long'),
});
export type WriteOffInput = z.infer<typeof writeOffSchema>;

const lossRate = (label: string) =>
  z
    .number({ error: `Enter the loss rate for ${label}` })
    .int(`Enter the loss rate for ${label} to two decimals`)
    .min(0, `The loss rate for ${label} must be between 0% and 100%`)
    .max(10_000, `The loss rate for ${label} must be between 0% and 100%`);

/** A new version of the books policy: loss rates in basis points of principal per ageing bucket. */
export const booksPolicySchema = z.object({
  writeOffDays: z
    .number({ error: 'Enter the days past due for a write-off' })
    .int('Enter whole days')
    .min(30, 'Write off after between 30 and 1,000 days past due')
    .max(1000, 'Write off after between 30 and 1,000 days past due'),
  /**
   * Days past due from which a loan's new income is held in suspense until collected (decision 135); null is
   * off. Below the write-off days: the server says so beside the field.
   */
  nonAccrualDays: z
    .number({ error: 'Enter the days past due for non-accrual, or leave it off' })
    .int('Enter whole days')
    .min(1, 'Start non-accrual at 1 day past due or more, or leave it off')
    .max(999, 'Start non-accrual before the write-off')
    .nullable()
    .optional(),
  lossRates: z.object({
    current: lossRate('Current'),
    '1-30': lossRate('1–30 days'),
    '31-60': lossRate('31–60 days'),
    '61-90': lossRate('61–90 days'),
    '91-180': lossRate('91–180 days'),
    '181+': lossRate('Over 180 days'),
  }),
  reason: z
    .string({ error: 'Enter why the policy changes' })
    .trim()
    .min(3, 'Enter why the policy changes')
    .max(500, 'The reason is too long'),
});
export type BooksPolicyInput = z.infer<typeof booksPolicySchema>;
