// Form definitions and bound accounts. Secret values are sealed before they reach the database.
import { and, asc, eq, ne } from 'drizzle-orm';
import type { FormItem } from '@lendwell/contracts';
import type { Database, Transaction } from '../db/client.js';
import { bankAccounts, bankFormItems, orders } from '../db/schema.js';
import { configuredIn, type Lang } from '../lib/borrower-words/index.js';
import { repositoryPlugin } from './repository-plugin.js';

export type BankAccountRow = typeof bankAccounts.$inferSelect;
export type BankFormItemRow = typeof bankFormItems.$inferSelect;

export function createBankRepository(db: Database) {
  return {
    /** The form as a borrower reads it, in their language (decision 132): English unless lang is 'fil'. */
    async formItems(merchantId: number, lang: Lang = 'en'): Promise<FormItem[]> {
      const rows = await db
        .select()
        .from(bankFormItems)
        .where(eq(bankFormItems.merchantId, merchantId))
        .orderBy(asc(bankFormItems.sort), asc(bankFormItems.id));
      return rows.map((r) => ({
        code: r.code,
        // Filipino once the title is, and the placeholder too when there is one: never half of each.
        ...configuredIn(
          lang,
          { title: r.title, subtitle: r.subtitle },
          r.titleFil && (r.subtitleFil || !r.subtitle) ? { title: r.titleFil, subtitle: r.subtitleFil } : null,
        ),
        cate: r.cate as FormItem['cate'],
        value: '',
        note: r.options.map((o) => ({ name: (lang === 'fil' && o.nameFil) || o.name, type: o.type })),
        inputType: r.inputType as FormItem['inputType'],
        cardTypeMi: r.cardTypeMi,
        channelNumber: r.channelNumber,
        required: r.required,
        minLength: r.minLength,
        maxLength: r.maxLength,
        secret: r.secret,
        masked: '',
      }));
    },

    // ─── Form definitions (the console's configuration) ───

    async formItemRows(merchantId: number): Promise<BankFormItemRow[]> {
      return db
        .select()
        .from(bankFormItems)
        .where(eq(bankFormItems.merchantId, merchantId))
        .orderBy(asc(bankFormItems.cardTypeMi), asc(bankFormItems.sort), asc(bankFormItems.id));
    },

    async findFormItem(merchantId: number, id: number): Promise<BankFormItemRow | undefined> {
      const [row] = await db
        .select()
        .from(bankFormItems)
        .where(and(eq(bankFormItems.merchantId, merchantId), eq(bankFormItems.id, id)));
      return row;
    },

    /** Undefined when the code is taken for that card type. */
    async insertFormItem(
      values: typeof bankFormItems.$inferInsert,
      ex: Database | Transaction = db,
    ): Promise<BankFormItemRow | undefined> {
      const [row] = await ex.insert(bankFormItems).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** Undefined when another item has the code for that card type. */
    async updateFormItem(
      merchantId: number,
      id: number,
      values: Omit<typeof bankFormItems.$inferInsert, 'id' | 'merchantId'>,
      ex: Database | Transaction = db,
    ): Promise<BankFormItemRow | undefined> {
      const clash = await ex
        .select({ id: bankFormItems.id })
        .from(bankFormItems)
        .where(
          and(
            eq(bankFormItems.merchantId, merchantId),
            eq(bankFormItems.code, values.code),
            eq(bankFormItems.cardTypeMi, values.cardTypeMi ?? 0),
            ne(bankFormItems.id, id),
          ),
        );
      if (clash.length > 0) return undefined;
      const [row] = await ex
        .update(bankFormItems)
        .set(values)
        .where(and(eq(bankFormItems.merchantId, merchantId), eq(bankFormItems.id, id)))
        .returning();
      return row;
    },

    async deleteFormItem(
      merchantId: number,
      id: number,
      ex: Database | Transaction = db,
    ): Promise<BankFormItemRow | undefined> {
      const [row] = await ex
        .delete(bankFormItems)
        .where(and(eq(bankFormItems.merchantId, merchantId), eq(bankFormItems.id, id)))
        .returning();
      return row;
    },

    async current(userId: number): Promise<BankAccountRow | undefined> {
      const [row] = await db
        .select()
        .from(bankAccounts)
        .where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.isCurrent, true)));
      return row;
    },

    /** Whether another borrower has this account bound now. */
    async boundByOther(userId: number, accountHash: string): Promise<boolean> {
      const rows = await db
        .select({ id: bankAccounts.id })
        .from(bankAccounts)
        .where(
          and(
            eq(bankAccounts.accountHash, accountHash),
            eq(bankAccounts.isCurrent, true),
            ne(bankAccounts.userId, userId),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Binds a new current account; the previous one stays as history. Clears any rebind prompt. */
    async bind(
      userId: number,
      values: Omit<typeof bankAccounts.$inferInsert, 'userId' | 'isCurrent'>,
    ): Promise<{ row: BankAccountRow; replaced: boolean }> {
      return db.transaction(async (tx) => {
        const old = await tx
          .update(bankAccounts)
          .set({ isCurrent: false, replacedAt: new Date() })
          .where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.isCurrent, true)))
          .returning({ id: bankAccounts.id });
        const [row] = await tx
          .insert(bankAccounts)
          .values({ ...values, userId, isCurrent: true })
          .returning();
        await tx
          .update(orders)
          .set({ cardNeedPop: 0 })
          .where(and(eq(orders.userId, userId), eq(orders.cardNeedPop, 1)));
        return { row: row!, replaced: old.length > 0 };
      });
    },

    /** A payout to this account was refused as one the borrower must replace: payway stops offering it. */
    async markRefused(accountId: number, ex: Database | Transaction = db): Promise<void> {
      await ex.update(bankAccounts).set({ refusedAt: new Date() }).where(eq(bankAccounts.id, accountId));
    },

    async history(userId: number): Promise<BankAccountRow[]> {
      return db.select().from(bankAccounts).where(eq(bankAccounts.userId, userId)).orderBy(asc(bankAccounts.id));
    },
  };
}

export type BankRepository = ReturnType<typeof createBankRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    bankRepository: BankRepository;
  }
}

export default repositoryPlugin('bankRepository', (app) => createBankRepository(app.db));
