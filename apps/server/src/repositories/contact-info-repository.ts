import { eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.js';
import { contactInfo } from '../db/schema.js';
import { repositoryPlugin } from './repository-plugin.js';

/** The lender's hotline as the console last set it (null until set), as one column of a read. */
export const telephoneColumn = (merchantId: SQL | Placeholder) =>
  sql<string | null>`(select c.telephone from ${contactInfo} c where c.merchant_id = ${merchantId})`;

export function createContactInfoRepository(db: Database) {
  // Read by every help and order screen: built once and named (decision 088).
  const prepareForMerchant = () =>
    db
      .select()
      .from(contactInfo)
      .where(eq(contactInfo.merchantId, sql.placeholder('merchantId')))
      .limit(1)
      .prepare('contact_info_of_merchant');
  let forMerchantQuery: ReturnType<typeof prepareForMerchant> | undefined;
  return {
    async forMerchant(merchantId: number) {
      const [row] = await (forMerchantQuery ??= prepareForMerchant()).execute({ merchantId });
      return row;
    },

    /** Sets the lender's contacts; borrowers' next read shows them (nothing caches this row). */
    async save(
      merchantId: number,
      values: Pick<typeof contactInfo.$inferInsert, 'email' | 'messagingAccount' | 'telephone'>,
      ex: Database | Transaction = db,
    ) {
      const at = new Date();
      const [row] = await ex
        .insert(contactInfo)
        .values({ merchantId, ...values, updatedAt: at })
        .onConflictDoUpdate({ target: contactInfo.merchantId, set: { ...values, updatedAt: at } })
        .returning();
      return row!;
    },
  };
}

export type ContactInfoRepository = ReturnType<typeof createContactInfoRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    contactInfoRepository: ContactInfoRepository;
  }
}

export default repositoryPlugin('contactInfoRepository', (app) => createContactInfoRepository(app.db));
