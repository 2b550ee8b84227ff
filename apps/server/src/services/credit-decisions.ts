// Credit decisions (decision 057): gathers what the engine reads about a borrower, decides
// an application inside the apply transaction, stores the decision with its inputs and rule-set
// version, moves the order (approve → disbursing, decline → rejected, refer → stays for a reviewer),
// and pays an approved loan out through the same payout path a person's approval uses.
import { isDeepStrictEqual } from 'node:util';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import {
  ErrorCode,
  type CreditBlockEntry,
  type CreditOutcome,
  type CreditReason,
  type CreditRuleSetConfig,
} from '@lendwell/contracts';
import { AppError, conflictOn, invalid, notFound } from '../lib/errors.js';
import type { Database, Transaction } from '../db/client.js';
import { decryptJson } from '../lib/field-crypto.js';
import { hmac } from '../lib/secrets.js';
import { OrderStatus } from '../domain/loan/loan.js';
import { nextStatus } from '../domain/loan/order-status.js';
import { addDays } from '../domain/calendar.js';
import { checkIdNumber, GOVERNMENT_IDS } from '../domain/kyc/government-id.js';
import { decide, validateRuleSet, type Decision, type DecisionInputs } from '../domain/credit/engine.js';
import { DEFAULT_RULE_SET } from '../domain/credit/default-rule-set.js';
import type { Standing } from '../domain/credit/offers.js';
import { mayApply } from '../domain/loan/eligibility.js';
import { compareRuleSets } from '../domain/credit/back-test.js';
import { ruleSetPublishSentence } from '../domain/approvals/config-changes.js';
import type { OrderRow } from '../repositories/orders-repository.js';
import { certifyComplete } from '../domain/kyc/certify-complete.js';
import { blockSearchKeys, readBlockNumber, type BlockKind } from '../domain/credit/block-list.js';
import type { BlockRow, CreditAnswerRow } from '../repositories/credit-repository.js';
import { sanctionsHold } from './aml.js';

const ENGINE_ACTOR = 'credit-engine';
const conflict = (message: string) => new AppError(ErrorCode.conflict, message);

/** What staff read of a block list entry: never the key. */
const blockEntryOf = (row: BlockRow): CreditBlockEntry => ({
  id: row.id,
  kind: row.kind as CreditBlockEntry['kind'],
  hint: row.hint,
  reason: row.reason,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  removedAt: row.removedAt?.toISOString() ?? null,
  removedBy: row.removedBy,
  removedReason: row.removedReason,
});

/** Re-exported from its home in the domain, where the rule lives. */
export { certifyComplete };

const wholeNumber = (text: string | undefined): number | null => {
  if (text === undefined || !/^\d{1,9}$/.test(text.trim())) return null;
  return Number(text.trim());
};

export function createCreditDecisions(app: FastifyInstance) {
  const repo = app.creditRepository;
  const fingerprint = (kind: string, value: string) => hmac(`${app.secrets.appSecret}:credit-identity:${kind}`, value);

  /** The ID number in the clear, only inside this call, to check its type and key its fingerprint. */
  function idNumberOf(row: { idType: string | null; idNumberEncrypted: string | null }) {
    if (!row.idType || !row.idNumberEncrypted) return null;
    try {
      const { idNumber } = decryptJson<{ idNumber: string }>(app.secrets.appSecret, row.idNumberEncrypted);
      return { type: row.idType, number: idNumber };
    } catch {
      return null;
    }
  }

  /**
   * What the engine reads about a borrower, as of `today`, with the live rule set; claims the ID number
   * for them on the way when `claim`. Two statements (decision 080): the facts, then the identity and
   * block-list checks that need the keyed hashes computed between them. Null without a live rule set.
   */
  async function gatherInputs(
    tx: Database | Transaction,
    userId: number,
    today: string,
    request: { requestedCents: number; productMinCents: number; productMaxCents: number; orderId?: number },
    claim: boolean,
  ): Promise<{ inputs: DecisionInputs; live: { version: number; config: CreditRuleSetConfig } } | null> {
    const facts = await repo.decisionFacts(tx, userId, request.orderId ?? 0);
    if (!facts?.live) return null;
    const id = idNumberOf(facts.kyc);
    const idCheck = id ? checkIdNumber(id.type, id.number) : null;
    const idPrint = idCheck?.ok ? fingerprint('id', idCheck.number) : null;
    const phonePrint = facts.phone ? fingerprint('phone', facts.phone) : null;
    const identity = await repo.identityFacts(tx, userId, { id: idPrint, phone: phonePrint }, claim);
    const inputs: DecisionInputs = {
      today,
      birthDate: facts.birthDate,
      certifyComplete: certifyComplete(facts.kyc),
      idNumberValid: id ? (idCheck?.ok ?? false) : null,
      openLoan: facts.openLoan,
      blocked: identity.blocked,
      duplicateIdNumber: identity.idHolder !== null && identity.idHolder !== userId,
      duplicatePhone: facts.sharesPhone,
      duplicateDevice: facts.sharesDevice,
      monthlyIncomePesos: wholeNumber(facts.monthlyIncomePesos ?? undefined),
      employmentType: facts.employmentType,
      monthsInJob: wholeNumber(facts.monthsInJob ?? undefined),
      pastLoans: facts.pastLoans,
      firstLimitCents: facts.firstLimitCents,
      requestedCents: request.requestedCents,
      productMinCents: request.productMinCents,
      productMaxCents: request.productMaxCents,
    };
    return { inputs, live: facts.live };
  }

  const summary = (d: Decision, ruleSet: { version: number }) =>
    `${d.outcome} by rule set v${ruleSet.version}${d.band ? `, band ${d.band}` : ''}`;

  return {
    /**
     * Decides a just-created order inside the apply transaction and moves it. Returns the order as it
     * now stands; with no live rule set the order waits for a reviewer as before.
     */
    async decideApplication(
      tx: Transaction,
      order: OrderRow,
      today: string,
      product: { minAmountCents: number; maxAmountCents: number },
    ): Promise<OrderRow> {
      const gathered = await gatherInputs(
        tx,
        order.userId,
        today,
        {
          requestedCents: order.principalCents,
          productMinCents: product.minAmountCents,
          productMaxCents: product.maxAmountCents,
          orderId: order.id,
        },
        true,
      );
      if (!gathered) return order;
      const { inputs, live: ruleSet } = gathered;
      const decision = decide(inputs, ruleSet.config);
      // An approval for a borrower with an open sanctions alert is not carried out: the order waits under review,
      // and no person may approve it or pay it out until compliance closes the alert (decision 125).
      const hold = decision.outcome === 'approve' ? await sanctionsHold(tx, order.userId) : null;
      await repo.insertDecision(tx, {
        orderId: order.id,
        userId: order.userId,
        ruleSetVersion: ruleSet.version,
        inputs,
        result: decision,
        outcome: decision.outcome,
        band: decision.band,
        score: decision.score,
        limitCents: decision.limitCents,
        reasonCategory: decision.reasonCategory,
        reapplyOn: decision.reapplyOn,
        flagged: decision.flags.length > 0,
      });
      // The engine's decision, whatever its outcome, is audited with the order and amount (decision 107).
      await app.auditRepository.append(
        {
          actor: ENGINE_ACTOR,
          action: 'credit.decision',
          target: `order:${order.orderNo}`,
          borrowerId: order.userId,
          amountCents: order.principalCents,
          before: { status: order.status },
          after: {
            outcome: decision.outcome,
            band: decision.band,
            score: decision.score,
            limitCents: decision.limitCents,
            reasonCategory: decision.reasonCategory,
            ruleSetVersion: ruleSet.version,
            status:
              decision.outcome === 'approve' && !hold
                ? OrderStatus.disbursing
                : decision.outcome === 'decline'
                  ? OrderStatus.rejected
                  : order.status,
          },
        },
        tx,
      );
      if (decision.flags.length > 0)
        await app.auditRepository.append(
          {
            actor: ENGINE_ACTOR,
            action: 'credit.flag',
            target: `order:${order.orderNo}`,
            after: { flags: decision.flags, userId: order.userId, outcome: decision.outcome },
          },
          tx,
        );
      if (hold)
        await app.auditRepository.append(
          { actor: ENGINE_ACTOR, action: 'aml.hold', target: `order:${order.orderNo}`, after: { reason: hold } },
          tx,
        );
      if (decision.outcome === 'refer' || hold) return order;
      // The order was created under review in this transaction, so the table has the move (decision 143).
      const to = nextStatus(order.status, decision.outcome === 'approve' ? 'approve' : 'decline')!;
      await app.ordersRepository.setStatus(tx, order, to, today, ENGINE_ACTOR, summary(decision, ruleSet));
      return { ...order, status: to };
    },

    /** After the apply transaction: an approved order is paid out with no person involved. */
    async afterApply(order: OrderRow): Promise<void> {
      if (order.status !== OrderStatus.disbursing) return;
      try {
        await app.payoutService.disburse(ENGINE_ACTOR, order.orderNo);
      } catch (error) {
        // The order stays approved (151); finance sees it in the disbursement queue and can pay it out.
        app.log.warn({ orderNo: order.orderNo, err: error }, 'automatic payout not started');
      }
    },

    /**
     * A declined or rejected borrower's wait, or null: the engine's latest decline (unless a reviewer overrode
     * it) or a reviewer's latest rejection (decision 138), whichever runs later, while its date is still ahead.
     * A reviewer's rejection is a credit assessment by a person, so it reads as one, with the category they chose.
     */
    async waitAfterDecline(
      userId: number,
      today: string,
    ): Promise<{ reasonCategory: CreditReason; reapplyOn: string; reviewCategory: string | null } | null> {
      // One statement: the latest decision and whether a reviewer overrode it.
      const latest = await repo.latestWithOverride(userId);
      const decline =
        latest && latest.outcome === 'decline' && latest.reapplyOn && latest.reapplyOn > today && !latest.overridden
          ? { reasonCategory: latest.reasonCategory as CreditReason, reapplyOn: latest.reapplyOn, reviewCategory: null }
          : null;
      const rejected = await app.reviewRepository.latestRejectionWithDate(userId);
      const rejection =
        rejected && rejected.reapplyOn > today
          ? { reasonCategory: 'credit' as const, reapplyOn: rejected.reapplyOn, reviewCategory: rejected.category }
          : null;
      if (decline && rejection) return decline.reapplyOn >= rejection.reapplyOn ? decline : rejection;
      return decline ?? rejection;
    },

    /** When a borrower a reviewer rejects may apply again: the live rule set's wait after a credit decline (decision 138). */
    async reapplyAfterRejection(today: string): Promise<string> {
      const live = await repo.live();
      return addDays(today, (live?.config ?? DEFAULT_RULE_SET).reapplyAfterDays.credit);
    },

    /**
     * Where the borrower stands for the product market (decision 142, `offersFor`): a loan open (its product when
     * known), else a wait after a decline or a rejection, else free; the limit beside a loan open or free.
     */
    async standingOf(
      userId: number,
      open: { productId: number | null } | null,
      productMaxCents: number,
    ): Promise<Standing> {
      // The order is the apply rule's (mayApply, decision 143): an open loan first, then a wait. The profile is
      // not asked here: a borrower with an unfinished one sees the products, and the engine has no limit yet.
      const wait = open ? null : await this.waitAfterDecline(userId, await app.loans.businessDate());
      const answer = mayApply({
        openOrder: open ? { productId: open.productId ?? 0 } : null,
        declineWait: wait ? { reapplyOn: wait.reapplyOn } : null,
        profileStepMissing: null,
      });
      if (!answer.ok && answer.reason === 'declined') return { kind: 'waiting', reapplyOn: answer.until };
      const limitCents = await this.limitOf(userId, productMaxCents);
      if (!answer.ok && answer.reason === 'openOrder')
        return { kind: 'loanOpen', productId: open!.productId, limitCents };
      return { kind: 'free', limitCents };
    },

    /**
     * The borrower's own limit under the live rule set (home and confirm pages), capped by the product's
     * maximum; null when they could not borrow now (certify missing or a decline).
     */
    async limitOf(userId: number, productMaxCents: number): Promise<number | null> {
      const gathered = await gatherInputs(
        app.db,
        userId,
        await app.loans.businessDate(),
        { requestedCents: 0, productMinCents: 0, productMaxCents, orderId: -1 },
        false,
      );
      if (!gathered?.inputs.certifyComplete) return null;
      const decision = decide({ ...gathered.inputs, openLoan: false }, gathered.live.config);
      return decision.outcome === 'decline' ? null : decision.limitCents;
    },

    /**
     * The borrower's answer on an order: outcome, reason category and reapply date (never the score), from the
     * decision's row (creditAnswerColumn, read with the loan page's other reads).
     */
    answerFrom(row: CreditAnswerRow | null, rejection?: { category: string; reapplyOn: string | null } | null) {
      // A reviewer's filed rejection reads as a decline on credit grounds, with their category (decision 138).
      if (rejection)
        return {
          outcome: 'decline' as const,
          reasonCategory: 'credit' as const,
          reapplyOn: rejection.reapplyOn,
          reviewCategory: rejection.category,
        };
      if (!row) return null;
      const outcome = (row.overriddenTo ?? row.outcome) as 'approve' | 'refer' | 'decline';
      return outcome === 'decline' && row.overriddenTo === null
        ? {
            outcome,
            reasonCategory: row.reasonCategory as CreditReason,
            reapplyOn: row.reapplyOn,
            reviewCategory: null,
          }
        : { outcome, reasonCategory: null, reapplyOn: null, reviewCategory: null };
    },

    /** The stored decision beside the application, with any overrides (console). */
    async explain(orderNo: string) {
      const order = await app.ordersRepository.findByNo(orderNo);
      if (!order) throw notFound('order');
      const row = await repo.decisionOf(order.id);
      if (!row) return { orderNo, decision: null, overrides: [] };
      const ruleSet = await repo.version(row.ruleSetVersion);
      // Replaying the stored inputs under the stored version shows the decision was not changed since.
      const replayed = ruleSet ? decide(row.inputs as DecisionInputs, ruleSet.config) : null;
      return {
        orderNo,
        decision: {
          ...row,
          // The JSON the engine stored with the decision (its inputs and its Decision), typed as it wrote them.
          inputs: row.inputs as DecisionInputs,
          result: row.result as Decision,
          outcome: row.outcome as CreditOutcome,
          decidedAt: row.decidedAt.toISOString(),
          replayMatches: replayed ? replayed.outcome === row.outcome && replayed.score === row.score : null,
        },
        overrides: (await repo.overridesOf(order.id)).map((o) => ({ ...o, at: o.at.toISOString() })),
      };
    },

    /**
     * A reviewer's override of a decided application (reason required, audited): a referred one is
     * approved or declined through the review path; a declined one may be approved (it goes on to payout).
     * Approving over a block-list decline is never one person's work: it runs only as an approved
     * proposal, whose state change is `alongside`, in the same transaction (decision 106).
     */
    async override(
      actor: string,
      orderNo: string,
      outcome: 'approve' | 'decline',
      reason: string,
      alongside?: (tx: Transaction) => Promise<void>,
    ) {
      const order = await app.ordersRepository.findByNo(orderNo);
      if (!order) throw notFound('order');
      const decision = await repo.decisionOf(order.id);
      if (!decision) throw conflict('this application has no automatic decision to override');
      if (outcome === 'approve' && !alongside && (await this.overridesBlockList(orderNo)))
        throw conflict('approving over a block-list decline needs a second person: propose it in Approvals');
      const record = async (tx: Transaction, from: string) => {
        await repo.insertOverride(tx, {
          decisionId: decision.id,
          orderId: order.id,
          actor,
          fromOutcome: from,
          toOutcome: outcome,
          reason,
        });
        await app.auditRepository.append(
          {
            actor,
            action: 'credit.override',
            target: `order:${orderNo}`,
            borrowerId: order.userId,
            amountCents: order.principalCents,
            before: { outcome: from, status: order.status, ruleSetVersion: decision.ruleSetVersion },
            after: { outcome, reason },
          },
          tx,
        );
        await alongside?.(tx);
      };
      if (order.status === OrderStatus.underReview) {
        const result =
          outcome === 'approve'
            ? await app.loans.approve(orderNo, actor, reason, (tx) => record(tx, decision.outcome))
            : await app.loans.reject(orderNo, actor, reason, (tx) => record(tx, decision.outcome));
        if (result.status === OrderStatus.disbursing) await this.afterApply({ ...order, status: result.status });
        return result;
      }
      if (order.status === OrderStatus.rejected && outcome === 'approve') {
        const today = await app.loans.businessDate();
        await app.db.transaction(async (tx) => {
          const locked = await app.ordersRepository.findByNo(orderNo, tx, true);
          const to = locked ? nextStatus(locked.status, 'overrideDecline') : null;
          if (!locked || to === null) throw conflict('the order moved on; reload it');
          const open = await app.ordersRepository.openOrderOf(order.userId, tx);
          if (open) throw conflict(`the borrower has another application open (${open.orderNo})`);
          await app.ordersRepository.setStatus(tx, locked, to, today, actor, `override: ${reason}`);
          await record(tx, 'decline');
        });
        await this.afterApply({ ...order, status: OrderStatus.disbursing });
        return { orderNo, status: OrderStatus.disbursing };
      }
      throw conflict(`an order at status ${order.status} cannot be overridden to ${outcome}`);
    },

    /** Whether approving this application would overturn a decline that the block list caused (decision 106). */
    async overridesBlockList(orderNo: string): Promise<boolean> {
      const order = await app.ordersRepository.findByNo(orderNo);
      if (!order) throw notFound('order');
      const decision = await repo.decisionOf(order.id);
      return decision?.outcome === 'decline' && (decision.inputs as DecisionInputs).blocked === true;
    },

    // ─── Block list (decision 080) ───

    /**
     * Blocks a phone or ID number (risk; audited in the same transaction). The number is keyed as the
     * decision keys it and never stored or audited in the clear: staff read the hint.
     */
    async block(actor: string, entry: { kind: BlockKind; idType?: string; number: string; reason: string }) {
      const read = readBlockNumber(entry.kind, entry.number, entry.idType);
      if (!read.ok) throw invalid(read.field, read.message);
      return app.db.transaction(async (tx) => {
        const row = await repo.addBlock(
          {
            kind: read.kind,
            fingerprint: fingerprint(read.kind, read.number),
            hint: read.hint,
            reason: entry.reason,
            createdBy: actor,
          },
          tx,
        );
        if (!row) throw conflictOn('number', 'is already on the block list');
        await app.auditRepository.append(
          {
            actor,
            action: 'credit.block.add',
            target: `credit-block:${row.id}`,
            after: { kind: row.kind, hint: row.hint, reason: row.reason },
          },
          tx,
        );
        return blockEntryOf(row);
      });
    },

    /** Lifts a block with a reason (risk; audited); the entry stays, marked removed. */
    async unblock(actor: string, id: number, reason: string) {
      return app.db.transaction(async (tx) => {
        const row = await repo.removeBlock(tx, id, actor, reason);
        if (!row) {
          if (await repo.blockEntry(id, tx)) throw conflict('this entry was already removed; reload the list');
          throw notFound('block list entry');
        }
        await app.auditRepository.append(
          {
            actor,
            action: 'credit.block.remove',
            target: `credit-block:${row.id}`,
            before: { kind: row.kind, hint: row.hint, reason: row.reason },
            after: { removedReason: reason },
          },
          tx,
        );
        return blockEntryOf(row);
      });
    },

    /** Entries matching a typed phone or ID number exactly, or words in the hint, reason or author. */
    async searchBlocks(query: string, includeRemoved: boolean) {
      const fingerprints = blockSearchKeys(query).map((k) => ({
        kind: k.kind,
        fingerprint: fingerprint(k.kind, k.number),
      }));
      // A typed number is matched by its key only: its digits would not appear in any hint or reason.
      const text = fingerprints.length > 0 ? '' : query;
      const rows = await repo.searchBlocks({ fingerprints, text, includeRemoved });
      return { entries: rows.map(blockEntryOf), idTypes: GOVERNMENT_IDS.map((r) => ({ type: r.type, name: r.name })) };
    },

    // ─── Rule sets ───

    async ruleSets() {
      const all = await repo.list();
      return {
        live: all.find((r) => r.status === 'live') ?? null,
        draft: all.find((r) => r.status === 'draft') ?? null,
        history: all.map(({ config: _config, ...r }) => r),
      };
    },

    validate: (config: CreditRuleSetConfig) => validateRuleSet(config),

    async saveDraft(actor: string, config: CreditRuleSetConfig, note: string) {
      return app.db.transaction(async (tx) => {
        const before = await repo.draft(tx);
        const saved = await repo.saveDraft(tx, config, note, actor);
        await app.auditRepository.append(
          {
            actor,
            action: 'credit.rules.draft',
            target: `credit-rules:v${saved.version}`,
            before: before?.config ?? null,
            after: { config, note },
          },
          tx,
        );
        return { ...saved, problems: validateRuleSet(config) };
      });
    },

    async discardDraft(actor: string) {
      return app.db.transaction(async (tx) => {
        const gone = await repo.discardDraft(tx);
        if (!gone) throw notFound('draft');
        await app.auditRepository.append(
          { actor, action: 'credit.rules.discard', target: `credit-rules:v${gone.version}`, before: gone.config },
          tx,
        );
        return { version: gone.version };
      });
    },

    /** The draft that would be published, in words against the live set; refuses a draft that may not be published. */
    async describePublish() {
      const [draft, live] = await Promise.all([repo.draft(), repo.live()]);
      if (!draft) throw notFound('draft');
      const problems = validateRuleSet(draft.config);
      if (problems.length > 0) throw invalid('config', problems.join(' '));
      const changes = live ? compareRuleSets(live.config, draft.config) : [];
      return {
        version: draft.version,
        config: draft.config,
        sentence: ruleSetPublishSentence(draft, live?.version ?? null, changes),
      };
    },

    /**
     * Makes the draft live. Run for an approved proposal (decision 123), the draft must still be the version and
     * the rules the checker read (a draft is edited in place), and the proposal's claim runs in the same transaction.
     */
    async publish(
      actor: string,
      approval?: { version: number; config: CreditRuleSetConfig; alongside: (tx: Transaction) => Promise<void> },
    ) {
      const draft = await repo.draft();
      if (!draft) throw notFound('draft');
      const problems = validateRuleSet(draft.config);
      if (problems.length > 0) throw invalid('config', problems.join(' '));
      return app.db.transaction(async (tx) => {
        const moved = await repo.publishDraft(tx, actor);
        if (!moved) throw notFound('draft');
        const { version, config } = moved.published;
        if (approval && (version !== approval.version || !isDeepStrictEqual(config, approval.config)))
          throw conflict(
            `the draft has changed since version ${approval.version} was proposed; reject this proposal and propose it again`,
          );
        await app.auditRepository.append(
          {
            actor,
            action: 'credit.rules.publish',
            target: `credit-rules:v${moved.published.version}`,
            before: moved.retired ? { liveVersion: moved.retired.version } : null,
            after: { liveVersion: moved.published.version, config: moved.published.config },
          },
          tx,
        );
        await approval?.alongside(tx);
        return { version: moved.published.version, retired: moved.retired?.version ?? null };
      });
    },
  };
}

export type CreditDecisions = ReturnType<typeof createCreditDecisions>;

declare module 'fastify' {
  interface FastifyInstance {
    credit: CreditDecisions;
  }
}

export default fp(
  async (app) => {
    await app.creditRepository.seedFirst(DEFAULT_RULE_SET);
    app.decorate('credit', createCreditDecisions(app));
  },
  {
    name: 'credit',
    dependencies: ['creditRepository', 'loans', 'kycRepository', 'auditRepository', 'payoutService'],
  },
);
