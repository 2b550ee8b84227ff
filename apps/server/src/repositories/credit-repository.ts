// Credit decisions' storage (decision 057): rule sets (one draft, one live, published versions never
// edited: a trigger enforces it), the append-only decisions and overrides, identities (one borrower
// per ID number) and the block list; plus the borrower facts the engine reads.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { creditRuleSetConfigSchema, type CreditRuleSetConfig } from '@lendwell/contracts';
import type { Database, Transaction } from '../db/client.js';
import { creditBlockList, creditDecisions, creditIdentities, creditOverrides, creditRuleSets } from '../db/schema.js';
import type { DecisionInputs, PastLoan } from '../domain/credit/engine.js';
import type { BackTestItem } from '../domain/credit/back-test.js';
import type { FigureRow } from '../domain/credit/figures.js';
import { repositoryPlugin } from './repository-plugin.js';

type Executor = Database | Transaction;
type RuleSetRow = typeof creditRuleSets.$inferSelect;
export type RuleSet = Omit<RuleSetRow, 'config'> & { config: CreditRuleSetConfig };
export type DecisionRow = typeof creditDecisions.$inferSelect;
export type OverrideRow = typeof creditOverrides.$inferSelect;

/** A loan's worst days past due: today's count, days late at settlement, at least 1 once it was overdue. */
const WORST_DPD = sql.raw(`greatest(
  o.days_past_due,
  case when o.status = 200 and o.settled_on is not null
    then coalesce(o.settled_on - (select max(i.due_on) from installments i where i.order_id = o.id), 0)
    else 0 end,
  case when exists (select 1 from order_status_history h where h.order_id = o.id and h.to_status = 180)
    then 1 else 0 end)`);

const ruleSetOf = (row: RuleSetRow): RuleSet => ({ ...row, config: creditRuleSetConfigSchema.parse(row.config) });
const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export function createCreditRepository(db: Database) {
  return {
    async live(ex: Executor = db): Promise<RuleSet | null> {
      const [row] = await ex.select().from(creditRuleSets).where(eq(creditRuleSets.status, 'live'));
      return row ? ruleSetOf(row) : null;
    },

    async draft(ex: Executor = db): Promise<RuleSet | null> {
      const [row] = await ex.select().from(creditRuleSets).where(eq(creditRuleSets.status, 'draft'));
      return row ? ruleSetOf(row) : null;
    },

    async version(version: number, ex: Executor = db): Promise<RuleSet | null> {
      const [row] = await ex.select().from(creditRuleSets).where(eq(creditRuleSets.version, version));
      return row ? ruleSetOf(row) : null;
    },

    async list(): Promise<RuleSet[]> {
      return (await db.select().from(creditRuleSets).orderBy(desc(creditRuleSets.version))).map(ruleSetOf);
    },

    /** Version 1, live, when there is no rule set at all; a second instance racing this inserts nothing. */
    async seedFirst(config: CreditRuleSetConfig): Promise<void> {
      await db
        .insert(creditRuleSets)
        .values({
          version: 1,
          status: 'live',
          config,
          note: 'first rule set',
          createdBy: 'system',
          publishedBy: 'system',
          publishedAt: new Date(),
        })
        .onConflictDoNothing();
    },

    /** Creates or replaces the one draft; its version is the next after every version so far. */
    async saveDraft(tx: Transaction, config: CreditRuleSetConfig, note: string, actor: string): Promise<RuleSet> {
      await tx.execute(sql`select pg_advisory_xact_lock(7340217, 1)`);
      const [existing] = await tx.select().from(creditRuleSets).where(eq(creditRuleSets.status, 'draft'));
      if (existing) {
        const [row] = await tx
          .update(creditRuleSets)
          .set({ config, note, createdBy: actor, createdAt: new Date() })
          .where(eq(creditRuleSets.id, existing.id))
          .returning();
        return ruleSetOf(row!);
      }
      const [{ next }] = rows<{ next: number }>(
        await tx.execute(sql`select coalesce(max(version), 0) + 1 as next from credit_rule_sets`),
      ) as [{ next: number }];
      const [row] = await tx
        .insert(creditRuleSets)
        .values({ version: Number(next), status: 'draft', config, note, createdBy: actor })
        .returning();
      return ruleSetOf(row!);
    },

    /** Retires the live set and makes the draft live, in the caller's transaction. */
    async publishDraft(
      tx: Transaction,
      actor: string,
    ): Promise<{ published: RuleSet; retired: RuleSet | null } | null> {
      await tx.execute(sql`select pg_advisory_xact_lock(7340217, 1)`);
      const [draft] = await tx.select().from(creditRuleSets).where(eq(creditRuleSets.status, 'draft')).for('update');
      if (!draft) return null;
      const [retired] = await tx
        .update(creditRuleSets)
        .set({ status: 'retired' })
        .where(eq(creditRuleSets.status, 'live'))
        .returning();
      const [published] = await tx
        .update(creditRuleSets)
        .set({ status: 'live', publishedBy: actor, publishedAt: new Date() })
        .where(eq(creditRuleSets.id, draft.id))
        .returning();
      return { published: ruleSetOf(published!), retired: retired ? ruleSetOf(retired) : null };
    },

    async discardDraft(tx: Transaction): Promise<RuleSet | null> {
      const [row] = await tx.delete(creditRuleSets).where(eq(creditRuleSets.status, 'draft')).returning();
      return row ? ruleSetOf(row) : null;
    },

    async insertDecision(tx: Transaction, values: typeof creditDecisions.$inferInsert): Promise<DecisionRow> {
      // The wall-clock moment of the decision (now() would be the transaction's start, the order's own time).
      const [row] = await tx
        .insert(creditDecisions)
        .values({ ...values, decidedAt: sql`clock_timestamp()` })
        .returning();
      return row!;
    },

    async decisionOf(orderId: number, ex: Executor = db): Promise<DecisionRow | undefined> {
      const [row] = await ex.select().from(creditDecisions).where(eq(creditDecisions.orderId, orderId));
      return row;
    },

    /** The borrower's latest decision (for the reapply date and the limit). */
    async latestOf(userId: number, ex: Executor = db): Promise<DecisionRow | undefined> {
      const [row] = await ex
        .select()
        .from(creditDecisions)
        .where(eq(creditDecisions.userId, userId))
        .orderBy(desc(creditDecisions.id))
        .limit(1);
      return row;
    },

    async overridesOf(orderId: number, ex: Executor = db): Promise<OverrideRow[]> {
      return ex
        .select()
        .from(creditOverrides)
        .where(eq(creditOverrides.orderId, orderId))
        .orderBy(asc(creditOverrides.id));
    },

    async insertOverride(tx: Transaction, values: typeof creditOverrides.$inferInsert): Promise<OverrideRow> {
      const [row] = await tx.insert(creditOverrides).values(values).returning();
      return row!;
    },

    /**
     * Claims an identity for the borrower, or answers who already holds it: the primary key makes the
     * first claim win even when two accounts apply at once.
     */
    async claimIdentity(tx: Transaction, kind: string, fingerprint: string, userId: number): Promise<number> {
      await tx.insert(creditIdentities).values({ kind, fingerprint, userId }).onConflictDoNothing();
      const [row] = await tx
        .select({ userId: creditIdentities.userId })
        .from(creditIdentities)
        .where(and(eq(creditIdentities.kind, kind), eq(creditIdentities.fingerprint, fingerprint)));
      return row!.userId;
    },

    async isBlocked(ex: Executor, entries: { kind: string; fingerprint: string }[]): Promise<boolean> {
      for (const entry of entries) {
        const [row] = await ex
          .select({ kind: creditBlockList.kind })
          .from(creditBlockList)
          .where(and(eq(creditBlockList.kind, entry.kind), eq(creditBlockList.fingerprint, entry.fingerprint)));
        if (row) return true;
      }
      return false;
    },

    async block(entry: { kind: string; fingerprint: string; reason: string; createdBy: string }, ex: Executor = db) {
      await ex.insert(creditBlockList).values(entry).onConflictDoNothing();
    },

    /** The limit decided with the borrower's first disbursed loan, or null before one. */
    async firstLimitOf(ex: Executor, userId: number): Promise<number | null> {
      const found = rows<{ limit_cents: number | string }>(
        await ex.execute(sql`select d.limit_cents from credit_decisions d join orders o on o.id = d.order_id
          where d.user_id = ${userId} and o.disbursed_on is not null order by d.id limit 1`),
      );
      return found[0] ? Number(found[0].limit_cents) : null;
    },

    async phoneOf(ex: Executor, userId: number): Promise<string | null> {
      const found = rows<{ phone: string }>(await ex.execute(sql`select phone from users where id = ${userId}`));
      return found[0]?.phone ?? null;
    },

    /** Another account signed in from one of this borrower's devices. */
    async sharesDevice(ex: Executor, userId: number): Promise<boolean> {
      const found = rows<{ shared: boolean }>(
        await ex.execute(sql`select exists (
          select 1 from sessions a join sessions b on b.device_id = a.device_id and b.user_id <> a.user_id
          where a.user_id = ${userId} and a.device_id is not null and a.device_id <> '') as shared`),
      );
      return Boolean(found[0]?.shared);
    },

    /** Another account (any lender) has this borrower's phone number. */
    async sharesPhone(ex: Executor, userId: number): Promise<boolean> {
      const found = rows<{ shared: boolean }>(
        await ex.execute(sql`select exists (
          select 1 from users a join users b on b.phone = a.phone and b.id <> a.id where a.id = ${userId}) as shared`),
      );
      return Boolean(found[0]?.shared);
    },

    /**
     * The borrower's disbursed loans, oldest first: settled or not, and the worst days past due seen
     * (days from the last due date to settlement, or today's count; at least 1 once it was overdue).
     */
    async pastLoans(ex: Executor, userId: number, exceptOrderId = 0): Promise<PastLoan[]> {
      const found = rows<{ settled: boolean; dpd: number | string }>(
        await ex.execute(sql`
          select o.status = 200 as settled, ${WORST_DPD} as dpd
          from orders o
          where o.user_id = ${userId} and o.disbursed_on is not null and o.id <> ${exceptOrderId}
          order by o.id`),
      );
      return found.map((r) => ({ settled: Boolean(r.settled), maxDaysPastDue: Math.max(0, Number(r.dpd)) }));
    },

    /** The latest decided applications with their stored inputs and, when disbursed, how the loan went. */
    async backTestItems(limit = 5000): Promise<BackTestItem[]> {
      const found = rows<{ inputs: DecisionInputs; status: number; disbursed_on: string | null; dpd: number | string }>(
        await db.execute(sql`
          select d.inputs, o.status, o.disbursed_on::text as disbursed_on, ${WORST_DPD} as dpd
          from credit_decisions d join orders o on o.id = d.order_id
          order by d.id desc limit ${limit}`),
      );
      return found.map((r) => {
        const dpd = Math.max(0, Number(r.dpd));
        const state: 'onTime' | 'late' | 'running' =
          Number(r.status) === 200 ? (dpd === 0 ? 'onTime' : 'late') : 'running';
        return { inputs: r.inputs, loan: r.disbursed_on ? { state, maxDaysPastDue: dpd } : null };
      });
    },

    /** One row per decision made in [from, to] (Manila business dates of the application). */
    async figureRows(from: string, to: string): Promise<FigureRow[]> {
      const found = rows<{
        outcome: string;
        band: string | null;
        decision_ms: number | string;
        disbursement_ms: number | string | null;
        disbursed_on: string | null;
        fpd: boolean;
        dpd30: boolean;
      }>(
        await db.execute(sql`
          select d.outcome, d.band,
            extract(epoch from (d.decided_at - o.created_at)) * 1000 as decision_ms,
            (select extract(epoch from (min(h.at) - o.created_at)) * 1000 from order_status_history h
              where h.order_id = o.id and h.to_status = 170) as disbursement_ms,
            o.disbursed_on::text as disbursed_on,
            exists (select 1 from order_status_history h where h.order_id = o.id and h.to_status = 180
              and h.business_date <= coalesce((select i.due_on from installments i where i.order_id = o.id and i.seq = 2),
                '9999-12-31'::date)) as fpd,
            ${WORST_DPD} >= 30 as dpd30
          from credit_decisions d join orders o on o.id = d.order_id
          where o.applied_on between ${from}::date and ${to}::date
          order by d.id`),
      );
      return found.map((r) => ({
        outcome: r.outcome as FigureRow['outcome'],
        finalApproved: r.disbursed_on !== null,
        band: r.band,
        decisionMs: Math.max(0, Number(r.decision_ms)),
        disbursementMs: r.disbursement_ms === null ? null : Math.max(0, Number(r.disbursement_ms)),
        disbursedOn: r.disbursed_on === null ? null : String(r.disbursed_on).slice(0, 10),
        firstPaymentDefault: Boolean(r.fpd),
        reached30Dpd: Boolean(r.dpd30),
      }));
    },
  };
}

export type CreditRepository = ReturnType<typeof createCreditRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    creditRepository: CreditRepository;
  }
}

export default repositoryPlugin('creditRepository', (app) => createCreditRepository(app.db));
