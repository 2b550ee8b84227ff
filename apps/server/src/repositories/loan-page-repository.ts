// The loan page's reads in one statement (issue 20, decision 091): the order's state (schedule, entries,
// lines), the page's small facts (rating, credit held, open order), the lender's hotline, the payout's state,
// the credit answer and the business clock's override. Each column is written once, in the repository of its
// table (orders, contact info, payouts, credit, clock), and used there too where that repository reads it
// alone; this repository only composes them, so the page pays one round trip, one result and one write to
// PostgreSQL instead of seven.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { overrideDateColumn } from './clock-repository.js';
import { telephoneColumn } from './contact-info-repository.js';
import { creditAnswerColumn, creditAnswerFrom } from './credit-repository.js';
import { pageFactColumns, pageFactsFrom, stateColumns } from './orders-repository.js';
import { payoutViewColumn, payoutViewFrom } from './payouts-repository.js';
import { repositoryPlugin } from './repository-plugin.js';

export function createLoanPageRepository(db: Database) {
  const order = sql.placeholder('orderId');
  // Named and built once on the pool: each PostgreSQL connection parses and plans it once (decision 088).
  const prepare = () =>
    db
      .select({
        ...stateColumns(order),
        ...pageFactColumns(order, sql.placeholder('userId')),
        telephone: telephoneColumn(sql.placeholder('merchantId')),
        payout: payoutViewColumn(order),
        creditAnswer: creditAnswerColumn(order),
        overrideDate: overrideDateColumn(),
      })
      .from(sql`(select 1) as one`)
      .prepare('loan_page');
  let query: ReturnType<typeof prepare> | undefined;
  return {
    /** Everything the loan page reads beside the order itself and the lender's products. */
    async read(orderId: number, userId: number, merchantId: number) {
      const [row] = await (query ??= prepare()).execute({ orderId, userId, merchantId });
      const { schedule, entries, lines, telephone, payout, creditAnswer, overrideDate } = row!;
      return {
        state: { schedule, entries, lines },
        facts: pageFactsFrom(row!),
        telephone,
        payout: payoutViewFrom(payout),
        creditAnswer: creditAnswerFrom(creditAnswer),
        overrideDate,
      };
    },
  };
}

export type LoanPageRepository = ReturnType<typeof createLoanPageRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    loanPageRepository: LoanPageRepository;
  }
}

export default repositoryPlugin('loanPageRepository', (app) => createLoanPageRepository(app.db));
