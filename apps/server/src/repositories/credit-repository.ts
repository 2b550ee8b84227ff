// Credit decisions' storage (decision 057): rule sets (one draft, one live, published versions never
// edited: a trigger enforces it), the append-only decisions and overrides, identities (one borrower
// per ID number) and the block list; plus the borrower facts the engine reads.
import { and, asc, desc, eq, ilike, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { creditRuleSetConfigSchema, type CreditRuleSetConfig } from '@lendwell/contracts';
import type { Database, Transaction } from '../db/client.js';
import { creditBlockList, creditDecisions, creditOverrides, creditRuleSets } from '../db/schema.js';
import type { DecisionInputs, PastLoan } from '../domain/credit/engine.js';
import type { BackTestItem } from '../domain/credit/back-test.js';
import type { FigureRow } from '../domain/credit/figures.js';
import type { CertifyMarks } from '../domain/kyc/certify-complete.js';
import { OPEN_STATUSES } from './orders-repository.js';
import { repositoryPlugin } from './repository-plugin.js';

type Executor = Database | Transaction;
type RuleSetRow = typeof creditRuleSets.$inferSelect;
export type RuleSet = Omit<RuleSetRow, 'config'> & { config: CreditRuleSetConfig };
export type DecisionRow = typeof creditDecisions.$inferSelect;
export type OverrideRow = typeof creditOverrides.$inferSelect;
export type BlockRow = typeof creditBlockList.$inferSelect;

/**
 * A loan's worst days past due: the most of today's count, days late at settlement, and each overdue spell
 * that ended (a payment or an extension cured it): from the day it began one day past due to the business
 * date it ended. A spell's end resets today's count to 0 and an extension moves the due dates, so neither
 * alone remembers a borrower who was 6 days late; at least 1 once the loan was overdue.
 */
const WORST_DPD = sql.raw(`greatest(
  o.days_past_due,
  case when o.status = 200 and o.settled_on is not null
    then coalesce(o.settled_on - (select max(i.due_on) from installments i where i.order_id = o.id), 0)
    else 0 end,
  (select max(coalesce(
      (select min(x.business_date) from order_status_history x
        where x.order_id = h.order_id and x.id > h.id and x.from_status = 180) - h.business_date + 1,
      1))
    from order_status_history h where h.order_id = o.id and h.to_status = 180),
  0)`);

/** What `decisionFacts` answers: the live rule set and the borrower's facts before any keyed hash. */
export type DecisionFacts = {
  live: { version: number; config: CreditRuleSetConfig } | null;
  phone: string | null;
  kyc: CertifyMarks & { idType: string | null; idNumberEncrypted: string | null };
  birthDate: string | null;
  employmentType: string | null;
  monthlyIncomePesos: string | null;
  monthsInJob: string | null;
  openLoan: boolean;
  sharesPhone: boolean;
  sharesDevice: boolean;
  pastLoans: PastLoan[];
  firstLimitCents: number | null;
};

type DecisionFactsRow = {
  live_version: number | null;
  live_config: unknown;
  phone: string | null;
  basic_saved_at: unknown;
  personal_saved_at: unknown;
  job_saved_at: unknown;
  ext_saved_at: unknown;
  id_saved_at: unknown;
  id_front_key: string | null;
  selfie_key: string | null;
  id_type: string | null;
  id_number_encrypted: string | null;
  birth_date: string | null;
  employment_type: string | null;
  monthly_income_pesos: string | null;
  months_in_job: string | null;
  open_loan: boolean;
  shares_phone: boolean;
  shares_device: boolean;
  past_loans: unknown;
  first_limit_cents: number | string | null;
};

const ruleSetOf = (row: RuleSetRow): RuleSet => ({ ...row, config: creditRuleSetConfigSchema.parse(row.config) });
const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

type CreditAnswerTuple = [
  outcome: string,
  reasonCategory: string | null,
  reapplyOn: string | null,
  overriddenTo: string | null,
];
export type CreditAnswerRow = {
  outcome: string;
  reasonCategory: string | null;
  reapplyOn: string | null;
  overriddenTo: string | null;
};

/**
 * A loan's decision outcome, reason and re-apply date, and the outcome of its last override (if any), as one
 * column (null when the order has no decision); the loan page reads it with its other reads
 * (loan-page-repository.ts), and the credit service says it in the borrower's words (`answerFrom`).
 */
export const creditAnswerColumn = (orderId: SQL | Placeholder) =>
  sql<CreditAnswerTuple | string | null>`(select json_build_array(d.outcome, d.reason_category, d.reapply_on,
    (select v.to_outcome from ${creditOverrides} v where v.order_id = d.order_id order by v.id desc limit 1))
    from ${creditDecisions} d where d.order_id = ${orderId})`;

/** The answer's row from creditAnswerColumn's read. */
export function creditAnswerFrom(read: CreditAnswerTuple | string | null): CreditAnswerRow | null {
  if (read === null) return null;
  // JSON comes back parsed on PostgreSQL; PGlite may hand it over as text.
  const [outcome, reasonCategory, reapplyOn, overriddenTo] =
    typeof read === 'string' ? (JSON.parse(read) as CreditAnswerTuple) : read;
  return { outcome, reasonCategory, reapplyOn, overriddenTo };
}

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

    /** The borrower's latest decision and whether any override followed it, in one statement. */
    async latestWithOverride(
      userId: number,
      ex: Executor = db,
    ): Promise<{
      outcome: string;
      reasonCategory: string | null;
      reapplyOn: string | null;
      overridden: boolean;
    } | null> {
      const [row] = rows<{
        outcome: string;
        reason_category: string | null;
        reapply_on: string | null;
        overridden: boolean;
      }>(
        await ex.execute(sql`
          select d.outcome, d.reason_category, d.reapply_on::text as reapply_on,
            exists (select 1 from credit_overrides v where v.order_id = d.order_id) as overridden
          from credit_decisions d where d.user_id = ${userId} order by d.id desc limit 1`),
      );
      return row
        ? {
            outcome: row.outcome,
            reasonCategory: row.reason_category,
            reapplyOn: row.reapply_on === null ? null : String(row.reapply_on).slice(0, 10),
            overridden: Boolean(row.overridden),
          }
        : null;
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

    /** Adds an active entry; null when the number is already blocked (one active entry per number). */
    async addBlock(
      entry: { kind: string; fingerprint: string; hint: string; reason: string; createdBy: string },
      ex: Executor = db,
    ): Promise<BlockRow | null> {
      const [row] = await ex
        .insert(creditBlockList)
        .values(entry)
        .onConflictDoNothing({
          target: [creditBlockList.kind, creditBlockList.fingerprint],
          where: sql`removed_at is null`,
        })
        .returning();
      return row ?? null;
    },

    /** Marks an active entry removed, with who and why; null when there is no such active entry. */
    async removeBlock(tx: Transaction, id: number, actor: string, reason: string): Promise<BlockRow | null> {
      const [row] = await tx
        .update(creditBlockList)
        .set({ removedAt: new Date(), removedBy: actor, removedReason: reason })
        .where(and(eq(creditBlockList.id, id), isNull(creditBlockList.removedAt)))
        .returning();
      return row ?? null;
    },

    async blockEntry(id: number, ex: Executor = db): Promise<BlockRow | undefined> {
      const [row] = await ex.select().from(creditBlockList).where(eq(creditBlockList.id, id));
      return row;
    },

    /**
     * Entries whose number is one of `fingerprints` or whose hint, reason or author contains `text`,
     * newest first; removed ones only when asked.
     */
    async searchBlocks(
      search: { fingerprints: { kind: string; fingerprint: string }[]; text: string; includeRemoved: boolean },
      limit = 200,
    ): Promise<BlockRow[]> {
      const like = `%${search.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const matches = [
        ...search.fingerprints.map((f) =>
          and(eq(creditBlockList.kind, f.kind), eq(creditBlockList.fingerprint, f.fingerprint)),
        ),
        ...(search.text
          ? [
              ilike(creditBlockList.hint, like),
              ilike(creditBlockList.reason, like),
              ilike(creditBlockList.createdBy, like),
              ilike(creditBlockList.removedReason, like),
            ]
          : []),
      ];
      return db
        .select()
        .from(creditBlockList)
        .where(
          and(
            search.includeRemoved ? undefined : isNull(creditBlockList.removedAt),
            search.text || search.fingerprints.length > 0 ? or(...matches) : undefined,
          ),
        )
        .orderBy(desc(creditBlockList.id))
        .limit(limit);
    },

    /**
     * Every borrower fact the engine reads that needs no keyed hash, in one statement (decision 080):
     * the live rule set, the certify marks and answers, the phone, an open order other than this one,
     * shared phone and device, past loans with their worst days past due, and the first loan's limit.
     * One round trip instead of ten keeps the decision's cost on the apply call small.
     */
    async decisionFacts(ex: Executor, userId: number, exceptOrderId: number): Promise<DecisionFacts | null> {
      const open = sql.raw(OPEN_STATUSES.join(', '));
      const [row] = rows<DecisionFactsRow>(
        await ex.execute(sql`
          select
            (select r.version from credit_rule_sets r where r.status = 'live') as live_version,
            (select r.config from credit_rule_sets r where r.status = 'live') as live_config,
            u.phone,
            k.basic_saved_at, k.personal_saved_at, k.job_saved_at, k.ext_saved_at, k.id_saved_at,
            k.id_front_key, k.selfie_key, k.id_type, k.id_number_encrypted,
            k.basic ->> 'birthDate' as birth_date,
            k.job ->> 'employmentType' as employment_type,
            k.job ->> 'monthlyIncomePesos' as monthly_income_pesos,
            k.job ->> 'monthsInJob' as months_in_job,
            exists (select 1 from orders o where o.user_id = u.id and o.status in (${open})
              and o.id <> ${exceptOrderId}) as open_loan,
            exists (select 1 from users b where b.phone = u.phone and b.id <> u.id) as shares_phone,
            exists (select 1 from sessions a join sessions b on b.device_id = a.device_id and b.user_id <> a.user_id
              where a.user_id = u.id and a.device_id is not null and a.device_id <> '') as shares_device,
            (select coalesce(json_agg(json_build_object('settled', o.status = 200, 'dpd', ${WORST_DPD}) order by o.id),
                '[]'::json)
              from orders o where o.user_id = u.id and o.disbursed_on is not null and o.id <> ${exceptOrderId})
              as past_loans,
            (select d.limit_cents from credit_decisions d join orders o on o.id = d.order_id
              where d.user_id = u.id and o.disbursed_on is not null order by d.id limit 1) as first_limit_cents
          from users u left join kyc_profiles k on k.user_id = u.id
          where u.id = ${userId}`),
      );
      if (!row) return null;
      const past = (typeof row.past_loans === 'string' ? JSON.parse(row.past_loans) : row.past_loans) as {
        settled: boolean;
        dpd: number | string;
      }[];
      return {
        live:
          row.live_version === null
            ? null
            : { version: Number(row.live_version), config: creditRuleSetConfigSchema.parse(row.live_config) },
        phone: row.phone,
        kyc: {
          basicSavedAt: row.basic_saved_at,
          personalSavedAt: row.personal_saved_at,
          jobSavedAt: row.job_saved_at,
          extSavedAt: row.ext_saved_at,
          idSavedAt: row.id_saved_at,
          idFrontKey: row.id_front_key,
          selfieKey: row.selfie_key,
          idType: row.id_type,
          idNumberEncrypted: row.id_number_encrypted,
        },
        birthDate: row.birth_date,
        employmentType: row.employment_type,
        monthlyIncomePesos: row.monthly_income_pesos,
        monthsInJob: row.months_in_job,
        openLoan: Boolean(row.open_loan),
        sharesPhone: Boolean(row.shares_phone),
        sharesDevice: Boolean(row.shares_device),
        pastLoans: past.map((l) => ({ settled: Boolean(l.settled), maxDaysPastDue: Math.max(0, Number(l.dpd)) })),
        firstLimitCents: row.first_limit_cents === null ? null : Number(row.first_limit_cents),
      };
    },

    /**
     * The facts that need the keyed hashes, in one statement: claims the ID number for the borrower
     * (when `claim`) and answers who holds it, and whether the ID or the phone is actively blocked.
     * The primary key makes the first claim win; a claim that lost to an account whose row this
     * statement cannot yet see (a race) answers -1, another account.
     */
    async identityFacts(
      ex: Executor,
      userId: number,
      prints: { id: string | null; phone: string | null },
      claim: boolean,
    ): Promise<{ idHolder: number | null; blocked: boolean }> {
      const [row] = rows<{ claimed: number | string | null; holder: number | string | null; blocked: boolean }>(
        await ex.execute(sql`
          with claim as (
            insert into credit_identities (kind, fingerprint, user_id)
            select 'id', ${prints.id}::text, ${userId}::bigint where ${claim}::boolean and ${prints.id}::text is not null
            on conflict do nothing
            returning user_id)
          select
            (select user_id from claim) as claimed,
            (select i.user_id from credit_identities i where i.kind = 'id' and i.fingerprint = ${prints.id}::text)
              as holder,
            exists (select 1 from credit_block_list b where b.removed_at is null and (
              (b.kind = 'id' and b.fingerprint = ${prints.id}::text)
              or (b.kind = 'phone' and b.fingerprint = ${prints.phone}::text))) as blocked`),
      );
      const holder = row!.claimed ?? row!.holder;
      const lostRace = claim && prints.id !== null && holder === null;
      return { idHolder: lostRace ? -1 : holder === null ? null : Number(holder), blocked: Boolean(row!.blocked) };
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

    /**
     * One row per decision made in [from, to] (Manila business dates of the application); `ex` is the
     * database the report reads, the replica when there is one (decision 133).
     */
    async figureRows(from: string, to: string, ex: Database = db): Promise<FigureRow[]> {
      const found = rows<{
        outcome: string;
        band: string | null;
        decision_ms: number | string;
        disbursement_ms: number | string | null;
        disbursed_on: string | null;
        fpd: boolean;
        dpd30: boolean;
      }>(
        await ex.execute(sql`
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
