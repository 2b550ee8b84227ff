// The books service (decisions 064 and 065): reads ledger sums by date and rolls them up
// through the chart of accounts (domain/books/books.ts), keeps the chart, and closes months.
import fp from 'fastify-plugin';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.js';
import { booksPolicies, glAccounts, glMappings, indexedByOrder, ledgerPeriods } from '../db/schema.js';
import {
  ageing,
  closeRefusal,
  journalCsv,
  collectionsEfficiency,
  vintageCurves,
  type LossRates,
  portfolioAtRisk,
  LEDGER_ACCOUNTS,
  monthBounds,
  rollUp,
  type GlAccount,
  type LedgerSum,
} from '../domain/books/books.js';
import { ACTIVE_STATUSES } from '../domain/loan/loan.js';
import { BOOKS_POSTED_ON, closedJournal, journalSources, POSTED_ON, readChart } from './journal-days.js';
import { invalid, notFound } from '../lib/errors.js';
import type { AuditRepository } from '../repositories/audit-repository.js';
import type { GlAccountInput } from '@lendwell/contracts';
import { ledgerWords } from '@lendwell/contracts/ledger-words';
import { accountChangeSentence, mappingChangeSentence } from '../domain/approvals/config-changes.js';

type Hook = (tx: Transaction) => Promise<void>;

type Rows<T> = { rows: T[] };
const ACTIVE = sql.raw(ACTIVE_STATUSES.join(', '));
/** The advisory locks of the close of business and the accrual step: a close waits for a running one. */
const COB_LOCK_KEY = 7_340_202;
const ACCRUAL_LOCK_KEY = 7_340_219;

/** How many sub-ledger rows the screen shows; the CSV has every loan. */
export const SUB_LEDGER_PAGE = 200;
/** The sub-ledger's columns by the control account of the chart each one ties to (decision 112). */
export const SUB_LEDGER_CODES = { principal: '1200', interest: '1210', fee: '1220', late: '1230' } as const;

export function createBooksService(db: Database, audit: AuditRepository, today: () => Promise<string>) {
  // Inside a transaction every read goes through it (PGlite has one connection).
  const chart = (ex: Database | Transaction = db) => readChart(ex);

  /**
   * Ledger balances (debit positive) of entries posted through a date: the sum of the daily journals
   * through it, so a closed day's balances never change (decision 115).
   */
  async function sums(through: string, ex: Database | Transaction = db): Promise<LedgerSum[]> {
    // The loans' journal and the company's own (decision 116: clearing, settlements, funding), both by
    // posting date (migration 0055).
    const r = (await ex.execute(sql`
      select account, sum(cents)::bigint::text as cents from (
        select l.account, sum(l.amount_cents) as cents
        from journal_lines l join journal_entries e on e.id = l.entry_id
        where ${POSTED_ON} <= ${through}::date
        group by l.account
        union all
        select b.debit_account, sum(b.amount_cents) from books_postings b
        where ${BOOKS_POSTED_ON} <= ${through}::date group by b.debit_account
        union all
        select b.credit_account, -sum(b.amount_cents) from books_postings b
        where ${BOOKS_POSTED_ON} <= ${through}::date group by b.credit_account
      ) s group by account`)) as unknown as Rows<{ account: string; cents: string }>;
    return r.rows.map((x) => ({ account: x.account, cents: Number(x.cents) }));
  }

  /** Gross debits and credits per ledger account posted on one day (the journal's lines). */
  async function dayMovements(date: string): Promise<LedgerSum[]> {
    const r = (await db.execute(sql`
      select l.account,
        coalesce(sum(l.amount_cents) filter (where l.amount_cents > 0), 0)::bigint::text as debit,
        coalesce(-sum(l.amount_cents) filter (where l.amount_cents < 0), 0)::bigint::text as credit
      from (
        select l.account, l.amount_cents from journal_lines l join journal_entries e on e.id = l.entry_id
        where ${POSTED_ON} = ${date}::date
        union all
        select b.debit_account, b.amount_cents from books_postings b where ${BOOKS_POSTED_ON} = ${date}::date
        union all
        select b.credit_account, -b.amount_cents from books_postings b where ${BOOKS_POSTED_ON} = ${date}::date
      ) l group by l.account`)) as unknown as Rows<{
      account: string;
      debit: string;
      credit: string;
    }>;
    // Two sums per account (its debits, its credits) so rollUp keeps them apart.
    return r.rows.flatMap((x) => [
      { account: x.account, cents: Number(x.debit) },
      { account: x.account, cents: -Number(x.credit) },
    ]);
  }

  /** The mapping a change would replace and the account it names; refuses an unknown ledger or general-ledger account. */
  async function mappingOf(ledgerAccount: string, glCode: string) {
    if (!LEDGER_ACCOUNTS.includes(ledgerAccount)) throw notFound('ledger account');
    const gl = (await db.select().from(glAccounts).where(eq(glAccounts.code, glCode)))[0];
    if (!gl) throw invalid('glCode', `there is no general-ledger account ${glCode}; add it to the chart first`);
    const before = (await db.select().from(glMappings).where(eq(glMappings.ledgerAccount, ledgerAccount)))[0];
    return { gl, before };
  }

  return {
    async chartView() {
      const c = await chart();
      const known = new Set([...LEDGER_ACCOUNTS, ...c.mapping.keys()]);
      return {
        accounts: c.accounts,
        mappings: [...known].sort().map((a) => ({
          ledgerAccount: a,
          glCode: c.mapping.get(a) ?? null,
          updatedBy: c.updatedBy.get(a) ?? null,
        })),
      };
    },

    /** An account change in words (decision 123); refuses one that changes nothing. */
    async describeAccount(input: GlAccount) {
      const before = (await db.select().from(glAccounts).where(eq(glAccounts.code, input.code)))[0] ?? null;
      const sentence = accountChangeSentence(before as GlAccountInput | null, input as GlAccountInput);
      if (!sentence) throw invalid('name', `Account ${input.code} is already exactly so; change something first.`);
      return sentence;
    },

    /** Adds or changes an account, audited; an approved proposal's claim runs in the same transaction (decision 123). */
    async saveAccount(actor: string, input: GlAccount, alongside?: Hook) {
      const before = (await db.select().from(glAccounts).where(eq(glAccounts.code, input.code)))[0] ?? null;
      await db.transaction(async (tx) => {
        await tx
          .insert(glAccounts)
          .values(input)
          .onConflictDoUpdate({
            target: glAccounts.code,
            set: { name: input.name, kind: input.kind, control: input.control },
          });
        await audit.append({ actor, action: 'books.account', target: input.code, before, after: input }, tx);
        await alongside?.(tx);
      });
      return input;
    },

    /** A mapping change in words, the ledger account named as the screen names it (decision 123). */
    async describeMapping(ledgerAccount: string, glCode: string) {
      const { gl, before } = await mappingOf(ledgerAccount, glCode);
      const was = before
        ? ((await db.select().from(glAccounts).where(eq(glAccounts.code, before.glCode)))[0] ?? null)
        : null;
      const sentence = mappingChangeSentence(ledgerWords(ledgerAccount), was, gl);
      if (!sentence)
        throw invalid('glCode', `${ledgerWords(ledgerAccount)} already rolls up to ${gl.code} ${gl.name}.`);
      return sentence;
    },

    async map(actor: string, ledgerAccount: string, glCode: string, alongside?: Hook) {
      const { before } = await mappingOf(ledgerAccount, glCode);
      await db.transaction(async (tx) => {
        await tx
          .insert(glMappings)
          .values({ ledgerAccount, glCode, updatedBy: actor })
          .onConflictDoUpdate({
            target: glMappings.ledgerAccount,
            set: { glCode, updatedBy: actor, updatedAt: new Date() },
          });
        await audit.append(
          {
            actor,
            action: 'books.mapping',
            target: ledgerAccount,
            before: { glCode: before?.glCode ?? null },
            after: { glCode },
          },
          tx,
        );
        await alongside?.(tx);
      });
      return { ledgerAccount, glCode };
    },

    /** Balances of every general-ledger account at the end of a date; debits equal credits. */
    async trialBalance(date: string) {
      const c = await chart();
      return { date, ...rollUp(await sums(date), c.mapping, c.accounts) };
    },

    /** The day's journal: gross debits and credits per general-ledger account. */
    async journal(date: string) {
      const c = await chart();
      return { date, ...rollUp(await dayMovements(date), c.mapping, c.accounts, { netted: false }) };
    },

    /**
     * The day's journal as the import file: a closed day's as it was kept when the day closed (the same
     * bytes forever), an open day's as posted so far (decision 115).
     */
    async journalFile(date: string) {
      const kept = await closedJournal(db, date);
      if (kept) return { date, closed: true, csv: kept.csv, sha256: kept.csvSha256 };
      return { date, closed: false, csv: journalCsv(date, await journalSources(db, date)), sha256: null };
    },

    /** Every loan's receivables at the end of a date against the control accounts of the chart. */
    async subLedger(date: string, { all = false } = {}) {
      // The columns follow the chart's mapping, so each equals its control account (overdue interest is
      // interest receivable, 1210, as the mapping says; decision 112).
      const r = (await db.execute(sql`
        select o.order_no,
          coalesce(sum(l.amount_cents) filter (where m.gl_code = ${SUB_LEDGER_CODES.principal}), 0)::bigint::text as principal,
          coalesce(sum(l.amount_cents) filter (where m.gl_code = ${SUB_LEDGER_CODES.interest}), 0)::bigint::text as interest,
          coalesce(sum(l.amount_cents) filter (where m.gl_code = ${SUB_LEDGER_CODES.fee}), 0)::bigint::text as fee,
          coalesce(sum(l.amount_cents) filter (where m.gl_code = ${SUB_LEDGER_CODES.late}), 0)::bigint::text as late
        from journal_lines l join journal_entries e on e.id = l.entry_id join orders o on o.id = l.order_id
          left join gl_mappings m on m.ledger_account = l.account
        where ${POSTED_ON} <= ${date}::date and l.account like 'receivable:%'
        group by o.order_no having sum(l.amount_cents) <> 0
        order by o.order_no`)) as unknown as Rows<
        Record<'order_no' | 'principal' | 'interest' | 'fee' | 'late', string>
      >;
      const rows = r.rows.map((x) => {
        const row = {
          orderNo: x.order_no,
          principalCents: Number(x.principal),
          interestCents: Number(x.interest),
          feeCents: Number(x.fee),
          lateCents: Number(x.late),
        };
        return { ...row, totalCents: row.principalCents + row.interestCents + row.feeCents + row.lateCents };
      });
      const subLedgerCents = rows.reduce((n, x) => n + x.totalCents, 0);
      const tb = await this.trialBalance(date);
      const controls = tb.rows.filter((x) => x.control);
      const controlCents = controls.reduce((n, x) => n + x.debitCents - x.creditCents, 0);
      const { accounts } = await chart();
      const columnOf = Object.fromEntries(Object.entries(SUB_LEDGER_CODES).map(([column, code]) => [code, column]));
      // Every control account of the chart and every column, even with no balance yet: each must tie alone.
      const codes = [
        ...new Set([...Object.values(SUB_LEDGER_CODES), ...accounts.filter((a) => a.control).map((a) => a.code)]),
      ].sort();
      const columns = codes.map((code) => {
        const control = controls.find((x) => x.code === code);
        const column = columnOf[code] as keyof typeof SUB_LEDGER_CODES | undefined;
        const fromLoans = column ? rows.reduce((n, x) => n + x[`${column}Cents`], 0) : 0;
        const fromControl = control ? control.debitCents - control.creditCents : 0;
        return {
          code,
          name: accounts.find((a) => a.code === code)?.name ?? code,
          subLedgerCents: fromLoans,
          controlCents: fromControl,
          differenceCents: fromLoans - fromControl,
        };
      });
      return {
        date,
        loans: rows.length,
        rows: all ? rows : rows.slice(0, SUB_LEDGER_PAGE),
        subLedgerCents,
        controlCents,
        differenceCents: subLedgerCents - controlCents,
        columns,
      };
    },

    /**
     * Portfolio health as of the last close of business: ageing of outstanding principal by days past
     * due with provisions, PAR 1/30/90, and money disbursed and collected per day over the 30 days to `date`.
     */
    async portfolio(date: string) {
      const loans = (await db.execute(sql`
        select o.days_past_due as dpd, coalesce(sum(l.amount_cents), 0)::bigint::text as principal
        from orders o join journal_lines l on l.order_id = o.id and l.account = 'receivable:principal' and ${indexedByOrder('l')}
        where o.status in (${ACTIVE}) and not exists (select 1 from loan_write_offs w where w.order_id = o.id)
        group by o.id, o.days_past_due
        having sum(l.amount_cents) > 0`)) as unknown as Rows<{ dpd: number; principal: string }>;
      const book = loans.rows.map((r) => ({ daysPastDue: Number(r.dpd), principalCents: Number(r.principal) }));
      const flows = (await db.execute(sql`
        select d::date::text as date,
          coalesce((select sum(l.amount_cents) from journal_lines l join journal_entries e on e.id = l.entry_id
                    where e.business_date = d::date and e.kind = 'disbursement' and l.account = 'receivable:principal'), 0)::bigint::text as disbursed,
          coalesce((select sum(l.amount_cents) from journal_lines l join journal_entries e on e.id = l.entry_id
                    where e.business_date = d::date and e.kind = 'repayment' and l.account = 'cash'), 0)::bigint::text as collected
        from generate_series(${date}::date - 29, ${date}::date, interval '1 day') d order by d`)) as unknown as Rows<{
        date: string;
        disbursed: string;
        collected: string;
      }>;
      const [policy] = await db.select().from(booksPolicies).orderBy(desc(booksPolicies.version)).limit(1);
      if (!policy) throw new Error('books_policies has no version');
      const rows = ageing(book, policy.lossRates as LossRates);
      // Written-off loans are off the book: their loss and what has been recovered since, as of `date`
      // (a later charge lost or payment recovered belongs to a later date's figures).
      const wo = (await db.execute(sql`
        select count(distinct w.order_id)::int as loans,
          coalesce(sum(l.amount_cents) filter (where l.account like 'loss:%'), 0)::bigint::text as loss,
          coalesce(-sum(l.amount_cents) filter (where l.account like 'recovery:%'), 0)::bigint::text as recovered
        from loan_write_offs w
        left join (journal_lines l join journal_entries e on e.id = l.entry_id and e.business_date <= ${date}::date)
          on l.order_id = w.order_id and (l.account like 'loss:%' or l.account like 'recovery:%') and ${indexedByOrder('l')}
        where w.business_date <= ${date}::date`)) as unknown as Rows<{
        loans: number;
        loss: string;
        recovered: string;
      }>;
      return {
        date,
        policyVersion: policy.version,
        writeOffDays: policy.writeOffDays,
        writtenOff: {
          loans: Number(wo.rows[0]?.loans ?? 0),
          lossCents: Number(wo.rows[0]?.loss ?? 0),
          recoveredCents: Number(wo.rows[0]?.recovered ?? 0),
        },
        loans: book.length,
        principalCents: book.reduce((n, l) => n + l.principalCents, 0),
        provisionCents: rows.reduce((n, r) => n + r.provisionCents, 0),
        ageing: rows,
        par: {
          par1Bps: portfolioAtRisk(book, 1),
          par30Bps: portfolioAtRisk(book, 30),
          par90Bps: portfolioAtRisk(book, 90),
        },
        flows: flows.rows.map((f) => ({
          date: f.date,
          disbursedCents: Number(f.disbursed),
          collectedCents: Number(f.collected),
        })),
      };
    },

    /**
     * Vintage curves to `date`: per month of disbursement, the cumulative share of principal on loans
     * that reached 30 days past due (an installment still owed 30 days after it fell due, or written off),
     * as the close of business saw it then (decision 085): a rollover or extension later does not move
     * a point already on the curve.
     */
    async vintages(date: string) {
      const r = (await db.execute(sql`
        with began as (select min(business_date) as on_date from collection_bucket_snapshots)
        select o.disbursed_on::text as disbursed_on, o.principal_cents::text as principal,
          least(
            -- The close of business's snapshots (decision 081): a loan d >= 30 days past due on date s had its
            -- oldest unpaid installment, as then scheduled, unpaid since s - d, so it turned 30 on s - d + 30.
            (select min(s.business_date - s.days_past_due + 30) from collection_bucket_snapshots s
              where s.order_id = o.id and s.days_past_due >= 30 and s.business_date <= ${date}::date),
            -- Before snapshots were kept, only the ledger and today's due dates can tell. Due dates only ever
            -- move later, so a date found this way was true then; a rollover may still hide an older one.
            (select min(i.due_on + 30) from installments i
              where i.order_id = o.id and i.due_on + 30 <= ${date}::date
                and i.due_on + 30 < coalesce((select on_date from began), ${date}::date + 1)
                and (select coalesce(sum(l.amount_cents), 0) from journal_lines l join journal_entries e on e.id = l.entry_id
                     where l.order_id = o.id and l.installment_seq = i.seq
                       and l.account in ('receivable:principal', 'receivable:interest', 'receivable:fee') and ${indexedByOrder('l')}
                       and e.business_date <= i.due_on + 30) > 0),
            (select w.business_date from loan_write_offs w where w.order_id = o.id and w.business_date <= ${date}::date)
          )::text as dpd30_on
        from orders o
        where o.disbursed_on is not null and o.disbursed_on <= ${date}::date
          and o.disbursed_on > (${date}::date - interval '12 months')
          and not exists (select 1 from journal_entries e where e.order_id = o.id and e.kind = 'disbursement_reversal')`)) as unknown as Rows<{
        disbursed_on: string;
        principal: string;
        dpd30_on: string | null;
      }>;
      return {
        date,
        curves: vintageCurves(
          r.rows.map((x) => ({
            disbursedOn: x.disbursed_on,
            principalCents: Number(x.principal),
            dpd30On: x.dpd30_on,
          })),
          date,
        ),
      };
    },

    /**
     * Collections efficiency for the 12 months to `date`: per month, what fell due on installments,
     * what was collected on them by the month's end, and what was collected on them since.
     */
    async efficiency(date: string) {
      const r = (await db.execute(sql`
        with months as (
          select m::date as first, (m + interval '1 month' - interval '1 day')::date as last
          from generate_series(date_trunc('month', ${date}::date) - interval '11 months', date_trunc('month', ${date}::date), interval '1 month') m
        ),
        due as (
          select m.first, m.last, i.order_id, i.seq, i.principal_cents + i.interest_cents + i.fee_cents as due
          from months m join installments i on i.due_on between m.first and least(m.last, ${date}::date)
        ),
        paid as (
          select d.first, d.due,
            coalesce((select -sum(l.amount_cents) from journal_lines l join journal_entries e on e.id = l.entry_id
                      where l.order_id = d.order_id and l.installment_seq = d.seq
                        and l.account in ('receivable:principal', 'receivable:interest', 'receivable:fee') and ${indexedByOrder('l')}
                        and e.kind in ('repayment', 'payment_reversal')
                        and e.business_date <= least(d.last, ${date}::date)), 0) as by_end,
            coalesce((select -sum(l.amount_cents) from journal_lines l join journal_entries e on e.id = l.entry_id
                      where l.order_id = d.order_id and l.installment_seq = d.seq
                        and l.account in ('receivable:principal', 'receivable:interest', 'receivable:fee') and ${indexedByOrder('l')}
                        and e.kind in ('repayment', 'payment_reversal')
                        and e.business_date <= ${date}::date), 0) as to_date
          from due d
        )
        select to_char(m.first, 'YYYY-MM') as month,
          coalesce(sum(p.due), 0)::bigint::text as due,
          coalesce(sum(least(greatest(p.by_end, 0), p.due)), 0)::bigint::text as by_end,
          coalesce(sum(least(greatest(p.to_date, 0), p.due) - least(greatest(p.by_end, 0), p.due)), 0)::bigint::text as later
        from months m left join paid p on p.first = m.first
        group by m.first order by m.first`)) as unknown as Rows<{
        month: string;
        due: string;
        by_end: string;
        later: string;
      }>;
      return {
        date,
        months: collectionsEfficiency(
          r.rows.map((x) => ({
            month: x.month,
            dueCents: Number(x.due),
            collectedCents: Number(x.by_end),
            collectedLateCents: Number(x.later),
          })),
        ),
      };
    },

    /** How far the close of business and the accrual step have run, and the business date. */
    async days() {
      const r = (await db.execute(sql`
        select greatest((select max(business_date) from cob_runs), (select min(last_cob_date) from orders where status in (${ACTIVE})))::text as cob, (select max(business_date)::text from accrual_runs) as accrual`)) as unknown as Rows<{
        cob: string | null;
        accrual: string | null;
      }>;
      return { today: await today(), closedThrough: r.rows[0]!.cob, accruedThrough: r.rows[0]!.accrual };
    },

    async periods() {
      const rows = await db.select().from(ledgerPeriods).orderBy(asc(ledgerPeriods.month));
      return rows.map((p) => ({
        month: p.month.slice(0, 7),
        closedThrough: p.closedThrough,
        closedBy: p.closedBy,
        reason: p.reason,
        closedAt: p.closedAt.toISOString(),
      }));
    },

    /** Closes a month for good (in order, once it has ended and its close of business has run); audited. */
    async closeMonth(actor: string, month: string, reason: string) {
      const { first, last } = monthBounds(month);
      const businessDate = await today();
      return db.transaction(async (tx) => {
        // Wait for a running close of business or accrual step, so nothing is mid-way into the month.
        await tx.execute(sql`select pg_advisory_xact_lock(${COB_LOCK_KEY})`);
        await tx.execute(sql`select pg_advisory_xact_lock(${ACCRUAL_LOCK_KEY})`);
        const facts = (await tx.execute(sql`
          select (select to_char(max(month), 'YYYY-MM') from ledger_periods) as last_closed,
                 (select min(business_date)::text from journal_entries) as first_posting,
                 (select min(coalesce(last_cob_date, disbursed_on))::text from orders where status in (${ACTIVE})) as cob_through,
                 (select max(business_date)::text from accrual_runs) as accruals_through`)) as unknown as Rows<{
          last_closed: string | null;
          first_posting: string | null;
          cob_through: string | null;
          accruals_through: string | null;
        }>;
        const f = facts.rows[0]!;
        const refusal = closeRefusal({
          month,
          lastClosed: f.last_closed,
          firstPostingOn: f.first_posting,
          today: businessDate,
          cobThrough: f.cob_through,
          accrualsThrough: f.accruals_through,
        });
        if (refusal) throw invalid('month', refusal);
        const c = await chart(tx);
        const totals = rollUp(await sums(last, tx), c.mapping, c.accounts);
        await tx.insert(ledgerPeriods).values({ month: first, closedThrough: last, closedBy: actor, reason });
        const after = { month, closedThrough: last, debitCents: totals.debitCents, creditCents: totals.creditCents };
        await audit.append({ actor, action: 'books.period.close', target: month, after: { ...after, reason } }, tx);
        return after;
      });
    },
  };
}

export type BooksService = ReturnType<typeof createBooksService>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The books on the primary: what writes or decides (closing a day, the policy, write-offs). */
    books: BooksService;
    /** Runs a report on the books of the database reports read (the replica when there is one, decision 133). */
    booksReport: <T>(report: (books: BooksService) => Promise<T>) => Promise<T>;
  }
}

/** The books, one service per database it reads (decision 133); registered like every service (decision 076). */
export default fp(
  async (app) => {
    const today = async () => (await app.clock.show()).businessDate;
    const books = createBooksService(app.db, app.auditRepository, today);
    const booksOn = new Map<Database, BooksService>([[app.db, books]]);
    app.decorate('books', books);
    app.decorate('booksReport', <T>(report: (b: BooksService) => Promise<T>) =>
      app.reads.run((db) => {
        if (!booksOn.has(db)) booksOn.set(db, createBooksService(db, app.auditRepository, today));
        return report(booksOn.get(db)!);
      }),
    );
  },
  { name: 'books', dependencies: ['auditRepository', 'clock', 'reads'] },
);
