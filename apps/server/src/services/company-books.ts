// The company's own journal (decision 116): postings that belong to no loan. A provider collection moves from
// the bank to the provider's clearing account; a settlement moves its net to the bank, its fees to expense and
// its refunds to their account; finance funds the disbursement account from capital or a credit line
// (maker-checked, decision 106). Each posting is written in its caller's transaction, once per reference.
import fp from 'fastify-plugin';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Clearing, FundingInput, FundingRow } from '@lendwell/contracts';
import type { Database, Transaction } from '../db/client.js';
import { booksPostings, fundings } from '../db/schema.js';
import {
  FUNDING_SOURCE_NAMES,
  fundingPosting,
  fundingProblem,
  type BooksPosting,
  type FundingSource,
} from '../domain/books/books.js';
import { SETTLEMENT_PROVIDERS, type SettlementProvider } from '../domain/books/settlement.js';
import { formatMoney } from '@lendwell/contracts';
import { conflictOn, invalid } from '../lib/errors.js';
import type { AuditRepository } from '../repositories/audit-repository.js';

type Executor = Database | Transaction;
type Rows<T> = { rows: T[] };

/** Advisory lock class of one provider collection (decision 134); other classes are listed beside their jobs. */
const COLLECTION_LOCK_CLASS = 7_340_230;

/**
 * Holds one provider collection until the transaction ends (decision 134): a chargeback reversed on the loan and
 * the provider's refund line of the same payment each read what the other wrote, so they take turns.
 */
export async function holdCollection(tx: Transaction, provider: string, paymentNo: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${COLLECTION_LOCK_CLASS}, hashtext(${`${provider}:${paymentNo}`}))`,
  );
}

/** Which of these payments were already taken back from their loans (an `uncollection` posting, decision 134). */
export async function takenBackCollections(ex: Executor, paymentNos: readonly string[]): Promise<Set<string>> {
  if (paymentNos.length === 0) return new Set();
  const rows = await ex
    .select({ reference: booksPostings.reference })
    .from(booksPostings)
    .where(
      inArray(
        booksPostings.reference,
        paymentNos.map((no) => `uncollection:${no}`),
      ),
    );
  return new Set(rows.map((r) => r.reference.slice('uncollection:'.length)));
}

/** Writes postings of the company's journal dated `businessDate`; a reference already posted is left as it is. */
export async function postBooks(
  ex: Executor,
  businessDate: string,
  actor: string,
  postings: readonly BooksPosting[],
): Promise<void> {
  if (postings.length === 0) return;
  await ex
    .insert(booksPostings)
    .values(postings.map((p) => ({ ...p, businessDate, actor })))
    .onConflictDoNothing();
}

type FundingRowDb = typeof fundings.$inferSelect;
const fundingView = (r: FundingRowDb): FundingRow => ({
  id: r.id,
  source: r.source as FundingSource,
  amountCents: r.amountCents,
  bankReference: r.bankReference,
  fundedOn: r.fundedOn,
  note: r.note,
  bookedBy: r.bookedBy,
  approvedBy: r.approvedBy,
  createdAt: r.createdAt.toISOString(),
});

/** A funding's sentence in pesos, for the proposal and the audit entry. */
export const fundingSentence = (f: Pick<FundingInput, 'source' | 'amountCents' | 'bankReference' | 'fundedOn'>) =>
  `Book ${formatMoney(f.amountCents)} of funding from ${FUNDING_SOURCE_NAMES[f.source].toLowerCase()} into the disbursement account on ${f.fundedOn} (bank reference ${f.bankReference}).`;

export function createCompanyBooks(db: Database, audit: AuditRepository, today: () => Promise<string>) {
  return {
    /** Refuses a funding that could not be booked now, naming the field. */
    async check(input: FundingInput) {
      const problem = fundingProblem(input, await today());
      if (problem) throw invalid(problem.field, problem.message, { sentence: problem.message });
      const [same] = await db
        .select({ id: fundings.id })
        .from(fundings)
        .where(and(eq(fundings.source, input.source), eq(fundings.bankReference, input.bankReference.trim())));
      if (same)
        throw conflictOn(
          'bankReference',
          `A funding with the bank reference ${input.bankReference} is already booked.`,
        );
    },

    /**
     * Books a funding: the row, its posting (Dr cash, Cr capital or credit line) and the audit entry in one
     * transaction; `claim` runs there too when a checker approves a proposal (decision 106).
     */
    async book(
      actor: string,
      input: FundingInput,
      options: { claim?: (tx: Transaction) => Promise<{ checker: string }> } = {},
    ): Promise<FundingRow> {
      await this.check(input);
      const row = await db.transaction(async (tx) => {
        const [r] = await tx
          .insert(fundings)
          .values({
            source: input.source,
            amountCents: input.amountCents,
            bankReference: input.bankReference.trim(),
            fundedOn: input.fundedOn,
            note: input.note.trim(),
            bookedBy: actor,
          })
          .returning();
        await postBooks(tx, input.fundedOn, actor, [
          fundingPosting(r!.id, input.source, input.amountCents, r!.bankReference),
        ]);
        await audit.append(
          {
            actor,
            action: 'books.funding',
            target: `funding:${r!.id}`,
            amountCents: input.amountCents,
            after: {
              source: input.source,
              bankReference: r!.bankReference,
              fundedOn: input.fundedOn,
              note: r!.note,
            },
          },
          tx,
        );
        if (!options.claim) return r!;
        // Approved by a second person (decision 106): the proposal is claimed here, and its checker kept.
        const { checker } = await options.claim(tx);
        const [approved] = await tx
          .update(fundings)
          .set({ approvedBy: checker })
          .where(eq(fundings.id, r!.id))
          .returning();
        return approved!;
      });
      return fundingView(row);
    },

    async fundings(): Promise<{ rows: FundingRow[] }> {
      const rows = await db.select().from(fundings).orderBy(desc(fundings.id)).limit(200);
      return { rows: rows.map(fundingView) };
    },

    /** What each provider still owes at a date (its clearing balance), the bank's balance, and the days behind. */
    async clearing(date?: string): Promise<Clearing> {
      const asOf = date ?? (await today());
      const accounts = SETTLEMENT_PROVIDERS.map((p) => `clearing:${p}`);
      // Clearing accounts live only in the company journal: collections debit them, settlements credit them.
      const days = (await db.execute(sql`
        select account, business_date::text as date,
          coalesce(sum(amount_cents) filter (where amount_cents > 0), 0)::bigint::text as collected,
          coalesce(-sum(amount_cents) filter (where amount_cents < 0), 0)::bigint::text as settled
        from (
          select debit_account as account, business_date, amount_cents from books_postings
            where business_date <= ${asOf}::date
          union all
          select credit_account, business_date, -amount_cents from books_postings
            where business_date <= ${asOf}::date
        ) m
        where account in (${sql.join(
          accounts.map((a) => sql`${a}`),
          sql`, `,
        )})
        group by account, business_date
        order by business_date asc, account asc`)) as unknown as Rows<{
        account: string;
        date: string;
        collected: string;
        settled: string;
      }>;
      const balance = new Map<string, number>();
      const all = days.rows.map((r) => {
        const provider = r.account.slice('clearing:'.length) as SettlementProvider;
        const collectedCents = Number(r.collected);
        const settledCents = Number(r.settled);
        const balanceCents = (balance.get(provider) ?? 0) + collectedCents - settledCents;
        balance.set(provider, balanceCents);
        return { provider, date: r.date, collectedCents, settledCents, balanceCents };
      });
      const bank = (await db.execute(sql`
        select (coalesce((select sum(l.amount_cents) from journal_lines l join journal_entries e on e.id = l.entry_id
                 where l.account = 'cash' and e.business_date <= ${asOf}::date), 0)
          + coalesce((select sum(amount_cents) from books_postings where debit_account = 'cash' and business_date <= ${asOf}::date), 0)
          - coalesce((select sum(amount_cents) from books_postings where credit_account = 'cash' and business_date <= ${asOf}::date), 0)
        )::bigint::text as cents`)) as unknown as Rows<{ cents: string }>;
      return {
        date: asOf,
        providers: SETTLEMENT_PROVIDERS.map((provider) => ({ provider, owedCents: balance.get(provider) ?? 0 })),
        days: all.reverse().slice(0, 60),
        bankCents: Number(bank.rows[0]?.cents ?? 0),
      };
    },
  };
}

export type CompanyBooks = ReturnType<typeof createCompanyBooks>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The company's own journal: fundings, collections into clearing, settlements (decision 116). */
    companyBooks: CompanyBooks;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'companyBooks',
      createCompanyBooks(app.db, app.auditRepository, async () => (await app.clock.show()).businessDate),
    );
  },
  { name: 'company-books', dependencies: ['auditRepository', 'clock'] },
);
