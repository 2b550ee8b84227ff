// The loan page's reads in one statement (decision 091): the borrower's own order (another's is not
// found), its state (schedule, entries, lines), the lender's products, the page's small facts (rating, credit
// held, open order), the lender's hotline, the payout's state, the credit answer and the business clock's
// override. Each column is written once, in the repository of its table (orders, products, contact info,
// payouts, credit, clock), which uses the same column where it reads it alone; this repository only composes
// them, so the page pays one round trip, one result and one write to PostgreSQL instead of nine.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { overrideDateColumn } from './clock-repository.js';
import { telephoneColumn } from './contact-info-repository.js';
import { creditAnswerColumn, creditAnswerFrom } from './credit-repository.js';
import { orders } from '../db/schema.js';
import { ownOrder, pageFactColumns, pageFactsFrom, stateColumns } from './orders-repository.js';
import { payoutViewColumn, payoutViewFrom } from './payouts-repository.js';
import { productsColumn, productsFrom } from './products-repository.js';
import { repositoryPlugin } from './repository-plugin.js';

export function createLoanPageRepository(db: Database) {
  const order = sql.placeholder('orderId');
  const user = sql.placeholder('userId');
  const merchant = sql.placeholder('merchantId');
  // Named and built once on the pool: each PostgreSQL connection parses and plans it once (decision 088).
  const prepare = () =>
    db
      .select({
        order: orders,
        products: productsColumn(merchant),
        ...stateColumns(order),
        ...pageFactColumns(order, user),
        telephone: telephoneColumn(merchant),
        payout: payoutViewColumn(order),
        creditAnswer: creditAnswerColumn(order),
        overrideDate: overrideDateColumn(),
      })
      .from(orders)
      .where(ownOrder(order, user))
      .prepare('loan_page');
  let query: ReturnType<typeof prepare> | undefined;
  return {
    /** Everything the loan page reads; null when the order is not the borrower's. */
    async read(orderId: number, userId: number, merchantId: number) {
      const [row] = await (query ??= prepare()).execute({ orderId, userId, merchantId });
      if (!row) return null;
      const { order, products, schedule, entries, lines, telephone, payout, creditAnswer, overrideDate } = row;
      return {
        order,
        products: productsFrom(products),
        state: { schedule, entries, lines },
        facts: pageFactsFrom(row),
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
