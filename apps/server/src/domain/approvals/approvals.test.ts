import { describe, expect, it } from 'vitest';
import {
  APPROVAL_ACTIONS,
  PROPOSAL_TRANSITIONS,
  deciderProblem,
  expiresAt,
  needsSecondPerson,
  nextStatus,
  type ProposalFacts,
} from './approvals.js';

const made = new Date('2026-11-28T02:00:00Z');
const open: ProposalFacts = {
  action: 'write_off',
  maker: 'staff:1:a@x',
  status: 'proposed',
  expiresAt: expiresAt(made),
};

describe('a proposal’s life', () => {
  it('leaves proposed once, by approval (executed), rejection or expiry, and never leaves an end state', () => {
    expect(nextStatus('proposed', 'approve')).toBe('executed');
    expect(nextStatus('proposed', 'reject')).toBe('rejected');
    expect(nextStatus('proposed', 'expire')).toBe('expired');
    for (const end of ['executed', 'rejected', 'expired'] as const) {
      expect(PROPOSAL_TRANSITIONS[end]).toEqual({});
      for (const event of ['approve', 'reject', 'expire'] as const) expect(nextStatus(end, event)).toBeNull();
    }
  });

  it('expires 72 hours after it was made', () => {
    expect(expiresAt(made).toISOString()).toBe('2026-12-01T02:00:00.000Z');
  });
});

describe('who may decide', () => {
  const now = new Date('2026-11-29T00:00:00Z');
  it('refuses the maker, a role not allowed, a decided or an expired proposal, each with a sentence', () => {
    expect(deciderProblem(open, { actor: 'staff:1:a@x', role: 'finance' }, now)).toMatch(/You made this proposal/);
    expect(deciderProblem(open, { actor: 'staff:2:b@x', role: 'agent' }, now)).toMatch(/Only finance or admin/);
    expect(deciderProblem({ ...open, status: 'rejected' }, { actor: 'staff:2:b@x', role: 'finance' }, now)).toMatch(
      /already rejected/,
    );
    expect(deciderProblem(open, { actor: 'staff:2:b@x', role: 'finance' }, expiresAt(made))).toMatch(/expired/);
  });

  it('lets another staff member of an allowed role, or an admin, decide', () => {
    expect(deciderProblem(open, { actor: 'staff:2:b@x', role: 'finance' }, now)).toBeNull();
    expect(deciderProblem(open, { actor: 'staff:3:c@x', role: 'admin' }, now)).toBeNull();
    const override = { ...open, action: 'block_list_override' as const };
    expect(deciderProblem(override, { actor: 'staff:4:d@x', role: 'risk' }, now)).toBeNull();
    expect(deciderProblem(override, { actor: 'staff:4:d@x', role: 'finance' }, now)).toMatch(/reviewer or risk/);
    const settings = { ...open, action: 'approval_settings' as const };
    expect(deciderProblem(settings, { actor: 'staff:4:d@x', role: 'finance' }, now)).toMatch(/Only admin/);
  });
});

describe('whether a second person is needed', () => {
  it('is off by default, so one click still moves money', () => {
    expect(needsSecondPerson(undefined, 'write_off', 726_394)).toBe(false);
    expect(needsSecondPerson({ action: 'write_off', enabled: false, thresholdCents: null }, 'write_off', 1)).toBe(
      false,
    );
  });

  it('is on above the threshold only (a waiver of ₱500.00 or less stays one click)', () => {
    const s = { action: 'penalty_waiver' as const, enabled: true, thresholdCents: 50_000 };
    expect(needsSecondPerson(s, 'penalty_waiver', 50_000)).toBe(false);
    expect(needsSecondPerson(s, 'penalty_waiver', 50_001)).toBe(true);
    expect(needsSecondPerson({ ...s, thresholdCents: null }, 'penalty_waiver', 1)).toBe(true);
  });

  it('always needs two people for a block-list override and a settings change, whatever the settings', () => {
    for (const action of ['block_list_override', 'approval_settings'] as const)
      expect(needsSecondPerson({ action, enabled: false, thresholdCents: null }, action, 0)).toBe(true);
    expect(APPROVAL_ACTIONS).toContain('block_list_override');
  });
});

describe('the actions of decision 113', () => {
  it('take a threshold where there is an amount (payout, credit application) and none for the others', () => {
    const payout = { action: 'payout' as const, enabled: true, thresholdCents: 5_000_000 };
    expect(needsSecondPerson(payout, 'payout', 5_000_000)).toBe(false);
    expect(needsSecondPerson(payout, 'payout', 5_000_001)).toBe(true);
    const failed = { action: 'payout_mark_failed' as const, enabled: true, thresholdCents: 5_000_000 };
    expect(needsSecondPerson(failed, 'payout_mark_failed', 100)).toBe(true);
    expect(needsSecondPerson(undefined, 'staff_role', 0)).toBe(false);
  });

  it('are decided by finance (money, loss rates) or only by an admin (staff roles)', () => {
    const open = { maker: 'staff:1:a', status: 'proposed' as const, expiresAt: expiresAt(made) };
    const finance = { actor: 'staff:2:f', role: 'finance' as const };
    for (const action of ['payout', 'payout_mark_failed', 'payout_hold_release', 'credit_application', 'loss_rates'])
      expect(deciderProblem({ ...open, action } as ProposalFacts, finance, made)).toBeNull();
    expect(deciderProblem({ ...open, action: 'staff_role' }, finance, made)).toMatch(/^Only admin staff/);
    expect(APPROVAL_ACTIONS).toEqual(expect.arrayContaining(['payout', 'credit_application', 'staff_role']));
  });
});

describe('the configuration actions of decision 123', () => {
  const open = { maker: 'staff:1:a', status: 'proposed' as const, expiresAt: expiresAt(made) };
  it('are off until an admin turns them on, and take no threshold', () => {
    for (const action of ['product_change', 'credit_rule_set', 'chart_of_accounts'] as const) {
      expect(needsSecondPerson(undefined, action, 0)).toBe(false);
      expect(needsSecondPerson({ action, enabled: true, thresholdCents: 1_000 }, action, 0)).toBe(true);
    }
  });

  it('are decided by another admin (products), risk (rule sets) or finance (the chart)', () => {
    const finance = { actor: 'staff:2:f', role: 'finance' as const };
    const risk = { actor: 'staff:3:r', role: 'risk' as const };
    const admin = { actor: 'staff:4:a', role: 'admin' as const };
    expect(deciderProblem({ ...open, action: 'product_change' }, finance, made)).toMatch(/^Only admin staff/);
    expect(deciderProblem({ ...open, action: 'product_change' }, admin, made)).toBeNull();
    expect(deciderProblem({ ...open, action: 'credit_rule_set' }, risk, made)).toBeNull();
    expect(deciderProblem({ ...open, action: 'credit_rule_set' }, finance, made)).toMatch(/^Only risk or admin/);
    expect(deciderProblem({ ...open, action: 'chart_of_accounts' }, finance, made)).toBeNull();
    expect(deciderProblem({ ...open, action: 'chart_of_accounts' }, risk, made)).toMatch(/^Only finance or admin/);
  });
});
