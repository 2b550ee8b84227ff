// Maker-checker ("four eyes") for money and risky decisions (decision 106): a proposal's life as one
// transition table, who may decide it, and whether an action needs a second person at all. Pure: the
// service reads the settings and the clock and writes the rows.
import { APPROVAL_ACTION_KEYS, type ApprovalActionKey, type StaffRole as StaffRoleName } from '@lendwell/contracts';

/** The actions a second person may have to approve (the contract's list); the service knows how to run each. */
export const APPROVAL_ACTIONS = APPROVAL_ACTION_KEYS;
export type ApprovalAction = ApprovalActionKey;

/** What staff read for each action (settings card, proposals, refusals). */
export const APPROVAL_ACTION_NAMES: Record<ApprovalAction, string> = {
  write_off: 'Write-off',
  credit_refund: 'Refund of borrower credit',
  penalty_waiver: 'Penalty waiver',
  payment_reversal: 'Reversal of a posted payment',
  block_list_override: 'Approval over a block-list decline',
  approval_settings: 'Change of approval settings',
  payout: 'Payout of an approved loan',
  payout_mark_failed: 'Payout marked as failed',
  payout_hold_release: 'Release of a new-account payout hold',
  credit_application: 'Borrower credit applied to another loan',
  staff_role: "Change of a staff member's role",
  loss_rates: 'Change of write-off days or loss rates',
  product_change: "Change of a product's terms",
  credit_rule_set: 'Publication of a credit rule set',
  chart_of_accounts: 'Change of the chart of accounts',
  funding: 'Funding of the disbursement account',
  hardship_plan: 'Hardship plan (payment plan, restructure or settlement)',
};

/** Actions whose settings take a threshold in centavos (amounts at or below it need one person). */
export const THRESHOLD_ACTIONS: readonly ApprovalAction[] = [
  'write_off',
  'credit_refund',
  'penalty_waiver',
  'payment_reversal',
  'payout',
  'credit_application',
  'funding',
  'hardship_plan',
];

/** Actions that always need two people whatever the settings say (decision 106). */
export const ALWAYS_TWO_PEOPLE: readonly ApprovalAction[] = ['block_list_override', 'approval_settings'];

/** The roles that may approve each action (admin always may, as with every console role check). */
export const APPROVER_ROLES: Record<ApprovalAction, readonly StaffRoleName[]> = {
  write_off: ['finance'],
  credit_refund: ['finance'],
  penalty_waiver: ['finance'],
  payment_reversal: ['finance'],
  block_list_override: ['reviewer', 'risk'],
  approval_settings: [],
  payout: ['finance'],
  payout_mark_failed: ['finance'],
  payout_hold_release: ['finance'],
  credit_application: ['finance'],
  staff_role: [],
  loss_rates: ['finance'],
  // Decision 123: products are kept by admins, so another admin checks; rule sets by risk; the chart by an
  // admin and checked by finance, who answer for the books.
  product_change: [],
  credit_rule_set: ['risk'],
  chart_of_accounts: ['finance'],
  funding: ['finance'],
  // Decision 128: the collections supervisor decides plans; finance may too.
  hardship_plan: ['collections_supervisor', 'finance'],
};

/** A proposal stays open this long; after it, it can only expire (decision 106). */
export const PROPOSAL_TTL_HOURS = 72;

export type ProposalStatus = 'proposed' | 'executed' | 'rejected' | 'expired';
export type ProposalEvent = 'approve' | 'reject' | 'expire';

/**
 * The proposal's life, the one table: approval and execution are one step (the action runs in the
 * same transaction as the state change), so an approved proposal is an executed one.
 */
export const PROPOSAL_TRANSITIONS: Record<ProposalStatus, Partial<Record<ProposalEvent, ProposalStatus>>> = {
  proposed: { approve: 'executed', reject: 'rejected', expire: 'expired' },
  executed: {},
  rejected: {},
  expired: {},
};

/** The state an event leads to, or null when the proposal cannot take it. */
export function nextStatus(from: ProposalStatus, event: ProposalEvent): ProposalStatus | null {
  return PROPOSAL_TRANSITIONS[from][event] ?? null;
}

export type ApprovalSetting = { action: ApprovalAction; enabled: boolean; thresholdCents: number | null };

/**
 * Whether an action needs a second person: always for the always-two actions; otherwise only when the
 * setting is on and the amount is above its threshold (no threshold: every amount).
 * Invariant: a block-list override or a settings change is never one person's work.
 */
export function needsSecondPerson(setting: ApprovalSetting | undefined, action: ApprovalAction, amountCents: number) {
  if (ALWAYS_TWO_PEOPLE.includes(action)) return true;
  if (!setting?.enabled) return false;
  if (setting.thresholdCents === null || !THRESHOLD_ACTIONS.includes(action)) return true;
  return amountCents > setting.thresholdCents;
}

/** When a proposal made at `createdAt` expires. */
export function expiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + PROPOSAL_TTL_HOURS * 3_600_000);
}

export type Checker = { actor: string; role: StaffRoleName };
export type ProposalFacts = { action: ApprovalAction; maker: string; status: ProposalStatus; expiresAt: Date };

/** Why this staff member may not approve or reject this proposal now, in a sentence; null when they may. */
export function deciderProblem(p: ProposalFacts, checker: Checker, now: Date): string | null {
  if (p.status !== 'proposed') return `This proposal is already ${p.status}.`;
  if (now.getTime() >= p.expiresAt.getTime()) return 'This proposal has expired; propose it again.';
  if (p.maker === checker.actor) return 'You made this proposal; another staff member must decide it.';
  const roles = APPROVER_ROLES[p.action];
  if (checker.role !== 'admin' && !roles.includes(checker.role))
    return `Only ${[...roles, 'admin'].join(' or ')} staff may decide a ${APPROVAL_ACTION_NAMES[p.action].toLowerCase()}.`;
  return null;
}
