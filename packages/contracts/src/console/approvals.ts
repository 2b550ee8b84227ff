// Maker-checker (decision 106): proposals a second staff member approves or rejects, the count the menu
// shows, the per-action settings, and the answer a one-click endpoint gives when it proposed instead.
import { z } from 'zod';
import { envelopeSchema } from '../common.js';
import { timestampSchema } from '../console.js';

const int = () => z.number().int();

export const APPROVAL_ACTION_KEYS = [
  'write_off',
  'credit_refund',
  'penalty_waiver',
  'payment_reversal',
  'block_list_override',
  'approval_settings',
  // Decision 113: the payout desk's money actions.
  'payout',
  'payout_mark_failed',
  'payout_hold_release',
  'credit_application',
  // Decision 113: configuration changes.
  'staff_role',
  'loss_rates',
  // Decision 123: products, credit rule sets and the chart of accounts.
  'product_change',
  'credit_rule_set',
  'chart_of_accounts',
  // Decision 116: funding of the disbursement account.
  'funding',
  // Decision 128: a hardship plan the borrower accepted, before it is put in force.
  'hardship_plan',
] as const;
export const approvalActionSchema = z.enum(APPROVAL_ACTION_KEYS);
export type ApprovalActionKey = z.infer<typeof approvalActionSchema>;

export const PROPOSAL_STATUSES = ['proposed', 'executed', 'rejected', 'expired'] as const;

/** What a one-click endpoint answers (HTTP 202) when the action waits for a second person. */
export const proposedSchema = z.object({
  proposed: z.literal(true),
  proposalId: int(),
  /** What will happen once approved, in pesos. */
  summary: z.string(),
  expiresAt: timestampSchema,
  /** The sentence staff read: proposed, waiting for a second person. */
  message: z.string(),
});
export const proposedResponseSchema = envelopeSchema(proposedSchema);
/** As the handler builds it (a date); the console reads `ProposedAnswer` (text). */
export type Proposed = z.output<typeof proposedSchema>;
export type ProposedAnswer = z.input<typeof proposedSchema>;

export const proposalSchema = z.object({
  id: int(),
  action: approvalActionSchema,
  actionName: z.string(),
  target: z.string(),
  summary: z.string(),
  amountCents: int().nullable(),
  maker: z.string(),
  reason: z.string(),
  createdAt: timestampSchema,
  expiresAt: timestampSchema,
  status: z.enum(PROPOSAL_STATUSES),
  checker: z.string().nullable(),
  decidedAt: timestampSchema.nullable(),
  decisionNote: z.string(),
  /** The viewer made it. */
  mine: z.boolean(),
  /** Why the viewer may not decide it, in a sentence; null when they may. */
  cannotDecide: z.string().nullable(),
});
export const proposalListResponseSchema = envelopeSchema(z.object({ items: z.array(proposalSchema) }));
export type ProposalList = z.input<typeof proposalListResponseSchema>['data'];
export type ProposalView = ProposalList['items'][number];
export type ProposalRow = z.output<typeof proposalSchema>;
export const proposalResponseSchema = envelopeSchema(proposalSchema);

export const approvalCountResponseSchema = envelopeSchema(z.object({ count: int() }));
export type ApprovalCount = z.infer<typeof approvalCountResponseSchema>['data'];

export const approvalDecisionSchema = z.object({ note: z.string().trim().max(500).default('') });
export const approvalRejectionSchema = z.object({
  note: z.string({ error: 'Enter why it is rejected' }).trim().min(1, 'Enter why it is rejected').max(500),
});

export const approvalSettingSchema = z.object({
  action: approvalActionSchema,
  actionName: z.string(),
  enabled: z.boolean(),
  thresholdCents: int().nullable(),
  /** Two people whatever the setting (block-list override, the settings themselves). */
  alwaysOn: z.boolean(),
  /** The action takes a threshold in pesos. */
  takesThreshold: z.boolean(),
});
export const approvalSettingsResponseSchema = envelopeSchema(z.object({ items: z.array(approvalSettingSchema) }));
export type ApprovalSettings = z.infer<typeof approvalSettingsResponseSchema>['data'];
export type ApprovalSettingView = ApprovalSettings['items'][number];

export const approvalSettingChangeSchema = z.object({
  action: approvalActionSchema,
  enabled: z.boolean(),
  thresholdCents: z
    .number({ error: 'Enter the threshold in pesos' })
    .int('Enter the threshold in whole centavos')
    .min(0, 'Enter a threshold of zero or more')
    .max(100_000_000_00, 'Enter a threshold under ₱100,000,000')
    .nullable()
    .default(null),
  reason: z.string({ error: 'Enter the reason' }).trim().min(5, 'Enter the reason (at least 5 characters)').max(500),
});
export type ApprovalSettingChange = z.input<typeof approvalSettingChangeSchema>;

/** The reason a maker gives when a one-click action is proposed instead (the refund has no other body). */
export const proposalReasonSchema = z.object({ reason: z.string().trim().min(5).max(500).optional() });
