// The sandbox payout provider's books in the database (decision 066), so two instances answer a status
// query, a repeated request or a console drill from the same rows. Every change is a guarded UPDATE.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { sandboxPayoutTxns } from '../db/schema.js';
import type { PayoutResult } from '../adapters/payouts/payout-adapter.js';
import type { SandboxPayoutStore, SandboxTxn } from '../adapters/payouts/sandbox-payout.js';

type Row = typeof sandboxPayoutTxns.$inferSelect;

const toTxn = (row: Row): SandboxTxn => ({
  answer: row.answer as PayoutResult,
  reference: row.reference,
  amountCents: row.amountCents,
  letter: row.letter as SandboxTxn['letter'],
  message: row.message,
  outcome: row.outcome as SandboxTxn['outcome'],
  settleAt: row.settleAt,
  settledOn: row.settledOn,
});

export function databaseSandboxPayoutStore(db: Database): SandboxPayoutStore {
  return {
    async get(txnId) {
      const [row] = await db.select().from(sandboxPayoutTxns).where(eq(sandboxPayoutTxns.txnId, txnId));
      return row ? toTxn(row) : undefined;
    },
    async insert(txnId, txn) {
      const [row] = await db
        .insert(sandboxPayoutTxns)
        .values({ txnId, ...txn })
        .onConflictDoNothing()
        .returning();
      if (row) return toTxn(row);
      const [earlier] = await db.select().from(sandboxPayoutTxns).where(eq(sandboxPayoutTxns.txnId, txnId));
      return toTxn(earlier!);
    },
    async move(txnId, from, to) {
      const rows = await db
        .update(sandboxPayoutTxns)
        .set(to)
        .where(
          and(
            eq(sandboxPayoutTxns.txnId, txnId),
            from === null ? sql`${sandboxPayoutTxns.letter} is null` : eq(sandboxPayoutTxns.letter, from),
          ),
        )
        .returning({ txnId: sandboxPayoutTxns.txnId });
      return rows.length > 0;
    },
    async settledOn(businessDate) {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          amountCents: sql<number>`coalesce(sum(${sandboxPayoutTxns.amountCents}), 0)::bigint`,
        })
        .from(sandboxPayoutTxns)
        .where(and(eq(sandboxPayoutTxns.letter, 'S'), eq(sandboxPayoutTxns.settledOn, businessDate)));
      return { count: Number(row?.count ?? 0), amountCents: Number(row?.amountCents ?? 0) };
    },
  };
}
