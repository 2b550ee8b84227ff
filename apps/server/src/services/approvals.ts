// Maker-checker (decision 106). A one-click action whose setting asks for a second person is stored as a
// proposal (the exact request, what it will do in pesos, the maker and reason) instead of running. Another
// staff member of an allowed role approves it, which runs the very service the one-click path runs with the
// proposal's state change in the same transaction (a guarded update: approving twice, or approving while
// someone rejects, leaves exactly one outcome), or rejects it. Open proposals expire after 72 hours. Each
// step is audited with its named actor.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { and, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import {
  ErrorCode,
  formatMoney,
  type ApprovalSettingView,
  type ConsoleProductTerms,
  type CreditRuleSetConfig,
  type GlAccountInput,
  type FundingInput,
  type Proposed,
  type ProposalRow,
  type StaffRole,
} from '@lendwell/contracts';
import type { Transaction } from '../db/client.js';
import { approvalProposals, approvalSettings, receipts, staffUsers } from '../db/schema.js';
import {
  ALWAYS_TWO_PEOPLE,
  APPROVAL_ACTIONS,
  APPROVAL_ACTION_NAMES,
  APPROVER_ROLES,
  THRESHOLD_ACTIONS,
  deciderProblem,
  expiresAt,
  needsSecondPerson,
  type ApprovalAction,
  type ApprovalSetting,
  type ProposalStatus,
} from '../domain/approvals/approvals.js';
import { AppError, invalid, notFound } from '../lib/errors.js';
import type { StaffIdentity } from '../repositories/staff-repository.js';
import { actorOf } from './staff-auth.js';
import { creditHeld } from './credit-refunds.js';
import { REVERSAL_REASON_TEXT, reversePostedPayment } from './payment-reversals.js';
import { ROLE_NAMES } from '@lendwell/contracts/constants';
import type { ReversalReason } from '../domain/servicing/reversal.js';
import { actorName } from '@lendwell/contracts/actor-name';
import { policyChangeSentence, policyProblem, type BooksPolicy } from '../domain/books/books.js';
import { documentNumberText } from './receipts.js';
import { fundingSentence } from './company-books.js';

type Staff = Pick<StaffIdentity, 'id' | 'email' | 'role'>;
type Proposal = typeof approvalProposals.$inferSelect;
type Hook = (tx: Transaction) => Promise<void>;

/** The request each action runs, as stored in the proposal's payload. */
export type ApprovalPayloads = {
  write_off: { orderNo: string; reason: string };
  credit_refund: { orderNo: string };
  penalty_waiver: { orderNo: string; amountCents: number; reason: string };
  payment_reversal: {
    orderNo: string;
    receiptNo: number;
    reason: ReversalReason;
    note: string;
    moveToOrderNo?: string;
  };
  block_list_override: { orderNo: string; reason: string };
  approval_settings: { action: ApprovalAction; enabled: boolean; thresholdCents: number | null };
  payout: { orderNo: string };
  payout_mark_failed: { orderNo: string; reason: string };
  payout_hold_release: { orderNo: string; reason: string };
  credit_application: { orderNo: string; targetOrderNo: string; amountCents: number; requestId: string };
  staff_role: { staffId: number; change: { role: StaffRole; isActive?: boolean; unlock?: true } };
  loss_rates: BooksPolicy & { reason: string };
  product_change: { productId: number; versionId: number; terms: ConsoleProductTerms };
  credit_rule_set: { version: number; config: CreditRuleSetConfig };
  chart_of_accounts:
    { change: 'account'; account: GlAccountInput } | { change: 'mapping'; ledgerAccount: string; glCode: string };
  funding: FundingInput;
  hardship_plan: { planId: number; orderNo: string };
};
type Described = { target: string; amountCents: number | null; summary: string };

const conflict = (message: string) => new AppError(ErrorCode.conflict, message);
/** The staff id in an actor (`staff:<id>:<email>`), so a role change keeps refusing the maker's own demotion. */
const staffIdOf = (actor: string) => Number(actor.split(':')[1]);
const forbidden = (message: string) => new AppError(ErrorCode.forbidden, message);

export function createApprovals(app: FastifyInstance) {
  const { db, auditRepository: audit } = app;
  const { writeOffs, companyBooks, books } = app;

  async function orderOf(orderNo: string) {
    const order = await app.ordersRepository.findByNo(orderNo);
    if (!order) throw notFound('order');
    return order;
  }

  async function settingRows(): Promise<Map<ApprovalAction, ApprovalSetting>> {
    const rows = await db.select().from(approvalSettings);
    return new Map(
      rows.map((r) => [
        r.action as ApprovalAction,
        { action: r.action as ApprovalAction, enabled: r.enabled, thresholdCents: r.thresholdCents },
      ]),
    );
  }

  function settingSentence(p: ApprovalPayloads['approval_settings']) {
    const name = APPROVAL_ACTION_NAMES[p.action].toLowerCase();
    if (!p.enabled) return `Turn two-person approval off for ${name}: one staff member acts alone again.`;
    if (p.thresholdCents === null) return `Turn two-person approval on for every ${name}.`;
    return `Turn two-person approval on for ${name} above ${formatMoney(p.thresholdCents)}.`;
  }

  /** What each proposal will do, in a sentence in pesos; refuses what could not run now. */
  const describe: { [A in ApprovalAction]: (p: ApprovalPayloads[A]) => Promise<Described> } = {
    async write_off(p) {
      const { principalCents, chargesCents } = await writeOffs.owed(p.orderNo);
      const total = principalCents + chargesCents;
      return {
        target: `order:${p.orderNo}`,
        amountCents: total,
        summary: `Write off loan ${p.orderNo}: ${formatMoney(principalCents)} principal and ${formatMoney(chargesCents)} charges, ${formatMoney(total)} in all.`,
      };
    },
    async credit_refund(p) {
      const order = await orderOf(p.orderNo);
      const credit = await creditHeld(db, order.id);
      if (credit <= 0) throw conflict(`${p.orderNo} has no borrower credit to refund`);
      return {
        target: `order:${p.orderNo}`,
        amountCents: credit,
        summary: `Pay ${formatMoney(credit)} of borrower credit on ${p.orderNo} back to the borrower's account.`,
      };
    },
    async penalty_waiver(p) {
      await orderOf(p.orderNo);
      return {
        target: `order:${p.orderNo}`,
        amountCents: p.amountCents,
        summary: `Waive ${formatMoney(p.amountCents)} of late charges on ${p.orderNo}.`,
      };
    },
    async payment_reversal(p) {
      const order = await orderOf(p.orderNo);
      const [receipt] = await db
        .select()
        .from(receipts)
        .where(and(eq(receipts.orderId, order.id), eq(receipts.receiptNo, p.receiptNo)));
      if (!receipt) throw notFound('receipt');
      if (receipt.reversedAt) throw conflict('this payment has already been reversed');
      const moved = p.moveToOrderNo ? `; the money moves to ${p.moveToOrderNo}` : '';
      return {
        target: `order:${p.orderNo}`,
        amountCents: receipt.amountCents,
        summary: `Reverse ${documentNumberText(receipt)} of ${formatMoney(receipt.amountCents)} on ${p.orderNo} (${REVERSAL_REASON_TEXT[p.reason]})${moved}.`,
      };
    },
    async block_list_override(p) {
      const order = await orderOf(p.orderNo);
      if (!(await app.credit.overridesBlockList(p.orderNo)))
        throw conflict(`${p.orderNo} was not declined for the block list`);
      return {
        target: `order:${p.orderNo}`,
        amountCents: order.principalCents,
        summary: `Approve ${p.orderNo} for ${formatMoney(order.principalCents)} although the borrower is on the block list; the loan goes on to payout.`,
      };
    },
    async payout(p) {
      const { amountCents, last4 } = await app.payoutService.preview(p.orderNo);
      const to = last4 ? `the borrower's account ending ${last4}` : "the borrower's sandbox wallet";
      return {
        target: `order:${p.orderNo}`,
        amountCents,
        summary: `Pay out ${formatMoney(amountCents)} (net proceeds of ${p.orderNo}) to ${to}.`,
      };
    },
    async payout_mark_failed(p) {
      const { payout } = await app.payoutService.inFlight(p.orderNo);
      if (!payout) throw conflict(`${p.orderNo} has no payout in progress`);
      return {
        target: `order:${p.orderNo}`,
        amountCents: payout.amountCents,
        summary: `Record payout attempt ${payout.attempt} of ${formatMoney(payout.amountCents)} on ${p.orderNo} as failed, once the provider confirms it did not pay, so it may be paid out again.`,
      };
    },
    async payout_hold_release(p) {
      const { last4 } = await app.payoutService.inFlight(p.orderNo);
      if (!last4) throw conflict('the borrower has no bound account');
      return {
        target: `order:${p.orderNo}`,
        amountCents: null,
        summary: `Release the new-account hold on the account ending ${last4} of ${p.orderNo}, so its payout may go before the hold ends.`,
      };
    },
    async credit_application(p) {
      const order = await orderOf(p.orderNo);
      const credit = await creditHeld(db, order.id);
      if (credit < p.amountCents)
        throw invalid('amountCents', `${p.orderNo} holds ${formatMoney(credit)} of borrower credit, less than that.`);
      return {
        target: `order:${p.orderNo}`,
        amountCents: p.amountCents,
        summary: `Apply ${formatMoney(p.amountCents)} of borrower credit on ${p.orderNo} to loan ${p.targetOrderNo}.`,
      };
    },
    async staff_role(p) {
      const staff = await app.staffRepository.findById(p.staffId);
      if (!staff) throw notFound('staff account');
      const was = staff.role as StaffRole;
      if (was === p.change.role) throw invalid('role', `${staff.name} is already ${ROLE_NAMES[was]}.`);
      const also = p.change.isActive === false ? '; the account is also deactivated' : '';
      return {
        target: `staff:${p.staffId}`,
        amountCents: null,
        summary: `Change the role of ${staff.name} (${staff.email}): ${ROLE_NAMES[was]} → ${ROLE_NAMES[p.change.role]}${also}. Their open sessions end.`,
      };
    },
    async loss_rates(p) {
      const problem = policyProblem(p);
      if (problem) throw invalid(problem.field, problem.message);
      const current = await writeOffs.policy();
      const sentence = policyChangeSentence(current, p);
      if (!sentence) throw invalid('lossRates', 'This is the policy in force; change a figure first.');
      return { target: `books-policy:v${current.version + 1}`, amountCents: null, summary: sentence };
    },
    async product_change(p) {
      const { code, versionId, sentence } = await app.configActions.describeProductChange(p.productId, p.terms);
      // The version worded is the version changed: an approval against a later one is refused.
      if (versionId !== p.versionId) throw conflict(`${code} has been changed meanwhile; reload it and save again`);
      if (!sentence) throw invalid('name', 'These are the terms in force; change a term first.');
      return { target: `product:${p.productId}`, amountCents: null, summary: sentence };
    },
    async credit_rule_set(p) {
      const { version, sentence } = await app.credit.describePublish();
      if (version !== p.version) throw conflict('the draft changed meanwhile; reload it and publish again');
      return { target: `credit-rules:v${version}`, amountCents: null, summary: sentence };
    },
    async chart_of_accounts(p) {
      if (p.change === 'account')
        return {
          target: `gl-account:${p.account.code}`,
          amountCents: null,
          summary: await books.describeAccount(p.account),
        };
      return {
        target: `gl-mapping:${p.ledgerAccount}`,
        amountCents: null,
        summary: await books.describeMapping(p.ledgerAccount, p.glCode),
      };
    },
    async approval_settings(p) {
      if (ALWAYS_TWO_PEOPLE.includes(p.action))
        throw invalid('action', `${APPROVAL_ACTION_NAMES[p.action]} always needs two people; it has no setting.`);
      if (p.thresholdCents !== null && !THRESHOLD_ACTIONS.includes(p.action))
        throw invalid('thresholdCents', `${APPROVAL_ACTION_NAMES[p.action]} takes no threshold.`);
      return { target: `approval-setting:${p.action}`, amountCents: null, summary: settingSentence(p) };
    },
    async funding(p) {
      await companyBooks.check(p);
      return {
        target: `funding:${p.source}:${p.bankReference}`,
        amountCents: p.amountCents,
        summary: fundingSentence(p),
      };
    },
    async hardship_plan(p) {
      const described = await app.hardshipPlans.describe(p.planId);
      return { target: `order:${p.orderNo}`, ...described };
    },
  };

  /** Runs an approved proposal through the same service as the one-click path, `claim` in its transaction. */
  const run: { [A in ApprovalAction]: (p: ApprovalPayloads[A], proposal: Proposal, claim: Hook) => Promise<unknown> } =
    {
      write_off: (p, proposal, claim) => writeOffs.writeOff(proposal.maker, p.orderNo, 'decision', p.reason, claim),
      credit_refund: (p, proposal, claim) =>
        app.creditRefunds.refund(proposal.maker, p.orderNo, async (tx, amountCents) => {
          // The credit is what gets refunded; if it moved since the proposal, the checker approved another amount.
          if (amountCents !== proposal.amountCents)
            throw conflict(
              `the credit on ${p.orderNo} is now ${formatMoney(amountCents)}, not the ${formatMoney(proposal.amountCents ?? 0)} proposed; reject this proposal and propose it again`,
            );
          await claim(tx);
        }),
      penalty_waiver: (p, proposal, claim) =>
        app.staffActions.waivePenalty(proposal.maker, p.orderNo, p.amountCents, p.reason, claim),
      payment_reversal: (p, proposal, claim) => reversePostedPayment(app, p, proposal.maker, claim),
      block_list_override: (p, proposal, claim) =>
        app.credit.override(proposal.maker, p.orderNo, 'approve', p.reason, claim),
      payout: (p, proposal, claim) => app.staffActions.disburse(proposal.maker, p.orderNo, claim),
      payout_mark_failed: (p, proposal, claim) =>
        app.staffActions.markPayoutFailed(proposal.maker, p.orderNo, p.reason, claim),
      payout_hold_release: (p, proposal, claim) =>
        app.payoutService.releaseHold(proposal.maker, p.orderNo, p.reason, claim),
      credit_application: (p, proposal, claim) => app.creditApplications.apply(proposal.maker, p.orderNo, p, claim),
      staff_role: async (p, proposal, claim) =>
        app.staffActions.updateStaff(proposal.maker, p.staffId, p.change, staffIdOf(proposal.maker), claim),
      loss_rates: (p, proposal, claim) => writeOffs.savePolicy(proposal.maker, p, claim),
      product_change: (p, proposal, claim) =>
        app.configActions.saveProduct(proposal.maker, p.productId, p.terms, {
          versionId: p.versionId,
          alongside: claim,
        }),
      credit_rule_set: (p, proposal, claim) => app.credit.publish(proposal.maker, { ...p, alongside: claim }),
      chart_of_accounts: (p, proposal, claim) =>
        p.change === 'account'
          ? books.saveAccount(proposal.maker, p.account, claim)
          : books.map(proposal.maker, p.ledgerAccount, p.glCode, claim),
      approval_settings: async (p, proposal, claim) =>
        db.transaction(async (tx) => {
          const [before] = await tx.select().from(approvalSettings).where(eq(approvalSettings.action, p.action));
          const values = { enabled: p.enabled, thresholdCents: p.thresholdCents, updatedBy: proposal.maker };
          await tx
            .insert(approvalSettings)
            .values({ action: p.action, ...values })
            .onConflictDoUpdate({ target: approvalSettings.action, set: { ...values, updatedAt: sql`now()` } });
          await audit.append(
            {
              actor: proposal.maker,
              action: 'approval.settings',
              target: `approval-setting:${p.action}`,
              before: before ? { enabled: before.enabled, thresholdCents: before.thresholdCents } : null,
              after: { enabled: p.enabled, thresholdCents: p.thresholdCents, reason: proposal.reason },
            },
            tx,
          );
          await claim(tx);
          return { action: p.action, enabled: p.enabled, thresholdCents: p.thresholdCents };
        }),
      hardship_plan: (p, proposal, claim) => app.hardshipPlans.putInForce(p.planId, proposal.maker, claim),
      funding: (p, proposal, claim) =>
        companyBooks.book(proposal.maker, p, {
          claim: async (tx) => {
            await claim(tx);
            const [decided] = await tx
              .select({ checker: approvalProposals.checker })
              .from(approvalProposals)
              .where(eq(approvalProposals.id, proposal.id));
            return { checker: decided!.checker! };
          },
        }),
    };

  /** Stores a proposal in the maker's name with what it will do (audited) and answers it. */
  async function propose<A extends ApprovalAction>(
    actor: string,
    action: A,
    payload: ApprovalPayloads[A],
    reason: string,
    described: Described,
  ): Promise<Proposed> {
    const created = new Date();
    const row = await db.transaction(async (tx) => {
      const [p] = await tx
        .insert(approvalProposals)
        .values({
          action,
          target: described.target,
          payload,
          amountCents: described.amountCents,
          summary: described.summary,
          maker: actor,
          reason: reason.trim(),
          createdAt: created,
          expiresAt: expiresAt(created),
        })
        .returning();
      await audit.append(
        {
          actor,
          action: 'approval.propose',
          target: `approval:${p!.id}`,
          after: { action, target: described.target, summary: described.summary, reason: reason.trim() },
        },
        tx,
      );
      return p!;
    });
    return {
      proposed: true,
      proposalId: row.id,
      summary: row.summary,
      expiresAt: row.expiresAt,
      message: `Proposed, waiting for a second person to approve: ${row.summary}`,
    };
  }

  async function names(actors: string[]): Promise<Map<string, string>> {
    // Only staff actors name staff: a borrower maker (`borrower:<id>`, decision 128) reads as actorName words it.
    const staffActors = actors.filter((a) => a.startsWith('staff:'));
    const ids = [...new Set(staffActors.map(staffIdOf).filter((n) => Number.isSafeInteger(n)))];
    const rows = ids.length
      ? await db
          .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email })
          .from(staffUsers)
          .where(inArray(staffUsers.id, ids))
      : [];
    return new Map(rows.map((r) => [actorOf(r), `${r.name} (${r.email})`]));
  }

  function facts(p: Proposal) {
    return {
      action: p.action as ApprovalAction,
      maker: p.maker,
      status: p.status as ProposalStatus,
      expiresAt: p.expiresAt,
    };
  }

  function view(p: Proposal, viewer: Staff, who: Map<string, string>, now: Date): ProposalRow {
    const action = p.action as ApprovalAction;
    return {
      id: p.id,
      action,
      actionName: APPROVAL_ACTION_NAMES[action],
      target: p.target,
      summary: p.summary,
      amountCents: p.amountCents,
      maker: who.get(p.maker) ?? actorName(p.maker),
      reason: p.reason,
      createdAt: p.createdAt,
      expiresAt: p.expiresAt,
      status: p.status as ProposalStatus,
      checker: p.checker ? (who.get(p.checker) ?? actorName(p.checker)) : null,
      decidedAt: p.decidedAt,
      decisionNote: p.decisionNote,
      mine: p.maker === actorOf(viewer),
      cannotDecide: deciderProblem(facts(p), { actor: actorOf(viewer), role: viewer.role }, now),
    };
  }

  /** Open proposals past their time become expired, each audited (the sweep runs before every read and decision). */
  async function expireDue() {
    await db.transaction(async (tx) => {
      const expired = await tx
        .update(approvalProposals)
        .set({ status: 'expired', decidedAt: sql`now()`, decisionNote: 'Not decided within 72 hours.' })
        .where(and(eq(approvalProposals.status, 'proposed'), lte(approvalProposals.expiresAt, sql`now()`)))
        .returning();
      for (const p of expired)
        await audit.append(
          {
            actor: 'system:approvals',
            action: 'approval.expire',
            target: `approval:${p.id}`,
            before: { status: 'proposed', maker: p.maker },
            after: { status: 'expired', summary: p.summary },
          },
          tx,
        );
    });
  }

  /** Proposals the viewer made or may decide by role: open ones first, then the latest decided. */
  async function visible(viewer: Staff, only: 'open' | 'all') {
    await expireDue();
    const actions = APPROVAL_ACTIONS.filter((a) => viewer.role === 'admin' || APPROVER_ROLES[a].includes(viewer.role));
    const mineOrRole = or(
      eq(approvalProposals.maker, actorOf(viewer)),
      actions.length ? inArray(approvalProposals.action, actions) : sql`false`,
    );
    const open = and(eq(approvalProposals.status, 'proposed'), gt(approvalProposals.expiresAt, sql`now()`));
    return db
      .select()
      .from(approvalProposals)
      .where(only === 'open' ? and(mineOrRole, open) : mineOrRole)
      .orderBy(sql`${approvalProposals.status} = 'proposed' desc`, desc(approvalProposals.id))
      .limit(200);
  }

  async function proposalById(id: number) {
    const [p] = await db.select().from(approvalProposals).where(eq(approvalProposals.id, id));
    return p;
  }

  return {
    /** Every action's setting as the admin card shows it (no row: off). */
    async settings(): Promise<ApprovalSettingView[]> {
      const rows = await settingRows();
      return APPROVAL_ACTIONS.map((action) => {
        const s = rows.get(action);
        const alwaysOn = ALWAYS_TWO_PEOPLE.includes(action);
        return {
          action,
          actionName: APPROVAL_ACTION_NAMES[action],
          enabled: alwaysOn || (s?.enabled ?? false),
          thresholdCents: s?.thresholdCents ?? null,
          alwaysOn,
          takesThreshold: THRESHOLD_ACTIONS.includes(action),
        };
      });
    },

    /**
     * The gate of a one-click endpoint: when the action needs a second person, stores the proposal (audited)
     * and answers it; otherwise null and the endpoint runs as before.
     */
    async proposeIfNeeded<A extends ApprovalAction>(
      maker: Staff,
      action: A,
      payload: ApprovalPayloads[A],
      reason: string | undefined,
    ): Promise<Proposed | null> {
      const setting = (await settingRows()).get(action);
      // Settings only ever come from the card, which always proposes: cheap to check before describing.
      if (!ALWAYS_TWO_PEOPLE.includes(action) && !setting?.enabled) return null;
      const described = await describe[action](payload);
      if (!needsSecondPerson(setting, action, described.amountCents ?? 0)) return null;
      if (!reason || reason.trim().length < 5)
        throw invalid('reason', 'Enter the reason (at least 5 characters): a second person must approve this.');
      return propose(actorOf(maker), action, payload, reason, described);
    },

    /**
     * Whether an action started outside the console (a borrower accepting a hardship plan, decision 128)
     * needs a second person, and if so its proposal in the maker's name, audited; null when it does not.
     */
    async proposeForActor<A extends ApprovalAction>(
      actor: string,
      action: A,
      payload: ApprovalPayloads[A],
      reason: string,
    ): Promise<Proposed | null> {
      const setting = (await settingRows()).get(action);
      if (!ALWAYS_TWO_PEOPLE.includes(action) && !setting?.enabled) return null;
      const described = await describe[action](payload);
      if (!needsSecondPerson(setting, action, described.amountCents ?? 0)) return null;
      return propose(actor, action, payload, reason, described);
    },

    list: async (viewer: Staff) => {
      const rows = await visible(viewer, 'all');
      const who = await names(rows.flatMap((r) => [r.maker, ...(r.checker ? [r.checker] : [])]));
      const now = new Date();
      return rows.map((r) => view(r, viewer, who, now));
    },

    /** How many open proposals the viewer may decide (the menu's badge). */
    async countFor(viewer: Staff) {
      const now = new Date();
      const rows = await visible(viewer, 'open');
      return rows.filter((r) => !deciderProblem(facts(r), { actor: actorOf(viewer), role: viewer.role }, now)).length;
    },

    /** Approves and runs a proposal once; a second approval of an executed one answers it as it stands. */
    async approve(id: number, checker: Staff, note: string) {
      await expireDue();
      const p = await proposalById(id);
      if (!p) throw notFound('proposal');
      const actor = actorOf(checker);
      if (p.status === 'executed' && p.checker === actor) return this.one(id, checker);
      const problem = deciderProblem(facts(p), { actor, role: checker.role }, new Date());
      if (problem) throw (p.maker === actor || p.status === 'proposed' ? forbidden : conflict)(problem);
      const claim: Hook = async (tx) => {
        const moved = await tx
          .update(approvalProposals)
          .set({ status: 'executed', checker: actor, decidedAt: sql`now()`, decisionNote: note })
          .where(
            and(
              eq(approvalProposals.id, id),
              eq(approvalProposals.status, 'proposed'),
              gt(approvalProposals.expiresAt, sql`now()`),
            ),
          )
          .returning({ id: approvalProposals.id });
        if (moved.length !== 1) throw conflict('This proposal was decided or expired meanwhile; reload the list.');
        await audit.append(
          {
            actor,
            action: 'approval.approve',
            target: `approval:${id}`,
            before: { status: 'proposed', maker: p.maker },
            after: { status: 'executed', action: p.action, target: p.target, summary: p.summary, note },
          },
          tx,
        );
      };
      const action = p.action as ApprovalAction;
      const result = await (run[action] as (x: unknown, proposal: Proposal, claim: Hook) => Promise<unknown>)(
        p.payload,
        p,
        claim,
      );
      // A service that answered without running the claim moved nothing for this proposal (decision 113).
      if ((await proposalById(id))?.status !== 'executed')
        throw conflict('This proposal could not be carried out as proposed; reject it and propose it again.');
      // What the service answered, kept beside the proposal for the list (the money and its audit are already committed).
      await db
        .update(approvalProposals)
        .set({ result: JSON.parse(JSON.stringify(result ?? null)) as unknown })
        .where(eq(approvalProposals.id, id));
      await audit.append({
        actor,
        action: 'approval.execute',
        target: `approval:${id}`,
        after: { action: p.action, target: p.target, maker: p.maker, result: result ?? null },
      });
      return this.one(id, checker);
    },

    /** Rejects a proposal with a note; nothing runs. */
    async reject(id: number, checker: Staff, note: string) {
      await expireDue();
      const p = await proposalById(id);
      if (!p) throw notFound('proposal');
      const actor = actorOf(checker);
      const problem = deciderProblem(facts(p), { actor, role: checker.role }, new Date());
      if (problem) throw (p.maker === actor || p.status === 'proposed' ? forbidden : conflict)(problem);
      await db.transaction(async (tx) => {
        const moved = await tx
          .update(approvalProposals)
          .set({ status: 'rejected', checker: actor, decidedAt: sql`now()`, decisionNote: note })
          .where(and(eq(approvalProposals.id, id), eq(approvalProposals.status, 'proposed')))
          .returning({ id: approvalProposals.id });
        if (moved.length !== 1) throw conflict('This proposal was decided or expired meanwhile; reload the list.');
        await audit.append(
          {
            actor,
            action: 'approval.reject',
            target: `approval:${id}`,
            before: { status: 'proposed', maker: p.maker },
            after: { status: 'rejected', action: p.action, target: p.target, summary: p.summary, note },
          },
          tx,
        );
      });
      return this.one(id, checker);
    },

    async one(id: number, viewer: Staff) {
      const p = await proposalById(id);
      if (!p) throw notFound('proposal');
      const who = await names([p.maker, ...(p.checker ? [p.checker] : [])]);
      return view(p, viewer, who, new Date());
    },
  };
}

export type Approvals = ReturnType<typeof createApprovals>;

declare module 'fastify' {
  interface FastifyInstance {
    approvals: Approvals;
  }
}

export default fp(
  async (app) => {
    app.decorate('approvals', createApprovals(app));
  },
  {
    name: 'approvals',
    dependencies: [
      'staffActions',
      'credit-refunds',
      'credit',
      'auditRepository',
      'ordersRepository',
      'payoutService',
      'credit-applications',
      'staffRepository',
      'configActions',
      'books',
      'company-books',
      'write-offs',
    ],
  },
);
