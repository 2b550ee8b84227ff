// Write-offs and the books policy (decision 078). Finance writes a loan off by decision
// with a reason, or the close of business writes off every loan at the policy's days past due; each
// write-off is posted under the order's row lock and audited in the same transaction. The policy
// (write-off days, non-accrual days (decision 135), loss rate per ageing bucket) is versioned: a change is a new version, audited.
import fp from 'fastify-plugin';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { booksPolicies, indexedByOrder, loanWriteOffs } from '../db/schema.js';
import { policyProblem, type BooksPolicy, type LossRates } from '../domain/books/books.js';
import { writeOffEntry, type WriteOffRule } from '../domain/books/write-off.js';
import { balanceOf, receivable } from '../domain/loan/ledger.js';
import { ACTIVE_STATUSES, LoanRuleError } from '../domain/loan/loan.js';
import { BUCKETS } from '../domain/loan/product.js';
import { invalid, notFound } from '../lib/errors.js';
import type { Transaction } from '../db/client.js';

type Rows<T> = { rows: T[] };
const ACTIVE = sql.raw(ACTIVE_STATUSES.join(', '));

export type PolicyVersion = BooksPolicy & {
  nonAccrualDays: number | null;
  version: number;
  createdBy: string;
  reason: string;
  createdAt: string;
};

export function createWriteOffs(
  app: Pick<FastifyInstance, 'db' | 'ordersRepository' | 'productsRepository' | 'auditRepository' | 'clock'>,
) {
  const { db, ordersRepository: orders, productsRepository: products, auditRepository: audit } = app;

  async function policyVersions(): Promise<PolicyVersion[]> {
    const rows = await db.select().from(booksPolicies).orderBy(desc(booksPolicies.version));
    return rows.map((r) => ({
      version: r.version,
      writeOffDays: r.writeOffDays,
      nonAccrualDays: r.nonAccrualDays,
      lossRates: r.lossRates as LossRates,
      createdBy: r.createdBy,
      reason: r.reason,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  async function policy(): Promise<PolicyVersion> {
    const [current] = await policyVersions();
    // Migration 0028 seeds version 1 and versions are never removed.
    if (!current) throw new Error('books_policies has no version');
    return current;
  }

  /**
   * Writes one loan off today; refuses one not being repaid, already written off, or owing nothing.
   * `alongside` runs in the same transaction (an approved proposal's state change, decision 106).
   */
  async function writeOff(
    actor: string,
    orderNo: string,
    rule: WriteOffRule,
    reason: string,
    alongside?: (tx: Transaction) => Promise<void>,
  ) {
    const peek = await orders.findByNo(orderNo);
    if (!peek) throw notFound('order');
    const product = await products.findVersion(peek.productVersionId);
    if (!product) throw new Error(`product version ${peek.productVersionId} missing`);
    const today = (await app.clock.show()).businessDate;
    return db.transaction(async (tx) => {
      const order = await orders.findByNo(orderNo, tx, true);
      if (!order) throw notFound('order');
      if (!order.disbursedOn || !(ACTIVE_STATUSES as readonly number[]).includes(order.status))
        throw invalid('orderNo', 'Only a loan being repaid can be written off.');
      const done = await tx.select().from(loanWriteOffs).where(eq(loanWriteOffs.orderId, order.id));
      if (done.length > 0) throw invalid('orderNo', `This loan was written off on ${done[0]!.businessDate}.`);
      const state = await orders.loadState(tx, order, product);
      let e;
      try {
        e = writeOffEntry(state.entries, today, `written off: ${reason}`);
      } catch (error) {
        if (error instanceof LoanRuleError) throw invalid('orderNo', error.message);
        throw error;
      }
      const principalCents = balanceOf(state.entries, receivable('principal'));
      const chargesCents = BUCKETS.filter((b) => b !== 'principal').reduce(
        (n, b) => n + balanceOf(state.entries, receivable(b)),
        0,
      );
      await orders.appendEntries(tx, order.id, [e], actor);
      const row = { orderId: order.id, businessDate: today, rule, actor, reason, principalCents, chargesCents };
      await tx.insert(loanWriteOffs).values(row);
      const after = { rule, reason, businessDate: today, principalCents, chargesCents };
      await audit.append(
        {
          actor,
          action: 'books.write_off',
          target: orderNo,
          orderNo,
          borrowerId: order.userId,
          amountCents: principalCents + chargesCents,
          before: { status: order.status },
          after,
        },
        tx,
      );
      await alongside?.(tx);
      return { orderNo, ...after };
    });
  }

  /** What a write-off of this loan would take off the books today: principal and charges owed (decision 106). */
  async function owed(orderNo: string) {
    const order = await orders.findByNo(orderNo);
    if (!order) throw notFound('order');
    if (!order.disbursedOn || !(ACTIVE_STATUSES as readonly number[]).includes(order.status))
      throw invalid('orderNo', 'Only a loan being repaid can be written off.');
    const product = await products.findVersion(order.productVersionId);
    if (!product) throw new Error(`product version ${order.productVersionId} missing`);
    const { entries } = await orders.loadState(db, order, product);
    const principalCents = balanceOf(entries, receivable('principal'));
    const chargesCents = BUCKETS.filter((b) => b !== 'principal').reduce(
      (n, b) => n + balanceOf(entries, receivable(b)),
      0,
    );
    return { principalCents, chargesCents };
  }

  return {
    policy,
    policyVersions,
    writeOff,
    owed,

    /** A new version of the policy (never an edit of the one in force), audited. */
    async savePolicy(
      actor: string,
      input: BooksPolicy & { reason: string },
      alongside?: (tx: Transaction) => Promise<void>,
    ) {
      const problem = policyProblem(input);
      if (problem) throw invalid(problem.field, problem.message);
      return db.transaction(async (tx) => {
        // The lock orders two saves: each gets the next version.
        await tx.execute(sql`lock table books_policies in exclusive mode`);
        const [before] = await tx.select().from(booksPolicies).orderBy(desc(booksPolicies.version)).limit(1);
        const version = (before?.version ?? 0) + 1;
        const row = {
          version,
          writeOffDays: input.writeOffDays,
          nonAccrualDays: input.nonAccrualDays ?? null,
          lossRates: input.lossRates,
          createdBy: actor,
          reason: input.reason,
        };
        await tx.insert(booksPolicies).values(row);
        await audit.append(
          {
            actor,
            action: 'books.policy',
            target: `v${version}`,
            before: before
              ? {
                  writeOffDays: before.writeOffDays,
                  nonAccrualDays: before.nonAccrualDays,
                  lossRates: before.lossRates,
                }
              : null,
            after: {
              writeOffDays: input.writeOffDays,
              nonAccrualDays: input.nonAccrualDays ?? null,
              lossRates: input.lossRates,
              reason: input.reason,
            },
          },
          tx,
        );
        await alongside?.(tx);
        return {
          version,
          writeOffDays: input.writeOffDays,
          nonAccrualDays: input.nonAccrualDays ?? null,
          lossRates: input.lossRates,
        };
      });
    },

    /** The close of business's write-offs: every loan at or past the policy's days past due. */
    async writeOffDue() {
      const { writeOffDays } = await policy();
      const due = (await db.execute(sql`
        select o.order_no from orders o
        where o.status in (${ACTIVE}) and o.days_past_due >= ${writeOffDays}
          and not exists (select 1 from loan_write_offs w where w.order_id = o.id)
        order by o.id`)) as unknown as Rows<{ order_no: string }>;
      const written: string[] = [];
      for (const r of due.rows) {
        await writeOff('cob', r.order_no, 'days_past_due', `${writeOffDays} or more days past due`);
        written.push(r.order_no);
      }
      return written;
    },

    /** Written-off loans with what they lost and what has been recovered since, newest first. */
    async list() {
      const r = (await db.execute(sql`
        select o.order_no, w.business_date::text as date, w.rule, w.actor, w.reason,
          w.principal_cents::text as principal, w.charges_cents::text as charges,
          coalesce(sum(l.amount_cents) filter (where l.account like 'loss:%'), 0)::bigint::text as loss,
          coalesce(-sum(l.amount_cents) filter (where l.account like 'recovery:%'), 0)::bigint::text as recovered,
          coalesce(sum(l.amount_cents) filter (where l.account like 'receivable:%'), 0)::bigint::text as owed
        from loan_write_offs w join orders o on o.id = w.order_id
        left join journal_lines l on l.order_id = w.order_id
         and (l.account like 'loss:%' or l.account like 'recovery:%' or l.account like 'receivable:%') and ${indexedByOrder('l')}
        group by o.order_no, w.order_id, w.business_date, w.rule, w.actor, w.reason, w.principal_cents, w.charges_cents
        order by w.business_date desc, w.order_id desc limit 500`)) as unknown as Rows<
        Record<
          'order_no' | 'date' | 'rule' | 'actor' | 'reason' | 'principal' | 'charges' | 'loss' | 'recovered' | 'owed',
          string
        >
      >;
      const rows = r.rows.map((x) => ({
        orderNo: x.order_no,
        writtenOffOn: x.date,
        rule: x.rule as WriteOffRule,
        actor: x.actor,
        reason: x.reason,
        principalCents: Number(x.principal),
        chargesCents: Number(x.charges),
        lossCents: Number(x.loss),
        recoveredCents: Number(x.recovered),
        owedCents: Number(x.owed),
      }));
      return {
        rows,
        lossCents: rows.reduce((n, x) => n + x.lossCents, 0),
        recoveredCents: rows.reduce((n, x) => n + x.recoveredCents, 0),
      };
    },
  };
}

export type WriteOffs = ReturnType<typeof createWriteOffs>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The write-off policy, the write-offs it makes and their proposals (decisions 078, 135). */
    writeOffs: WriteOffs;
  }
}

export default fp(
  async (app) => {
    app.decorate('writeOffs', createWriteOffs(app));
  },
  { name: 'write-offs', dependencies: ['ordersRepository', 'productsRepository', 'auditRepository', 'clock'] },
);
