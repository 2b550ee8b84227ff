import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { merchants, users } from '../db/schema.js';
import { repositoryPlugin } from './repository-plugin.js';

export type Merchant = typeof merchants.$inferSelect;
export type User = typeof users.$inferSelect;

export function createUsersRepository(db: Database) {
  return {
    /** The merchant a request names, or the first one when it names none (single-lender deployments). */
    async resolveMerchant(merchantNumber?: string): Promise<Merchant | undefined> {
      const [row] = merchantNumber
        ? await db.select().from(merchants).where(eq(merchants.merchantNumber, merchantNumber)).limit(1)
        : await db.select().from(merchants).orderBy(merchants.id).limit(1);
      return row;
    },

    async findById(id: number): Promise<User | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async findByPhone(merchantId: number, phone: string): Promise<User | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.merchantId, merchantId), eq(users.phone, phone)))
        .limit(1);
      return row;
    },

    /** Creates the borrower on first login; a concurrent first login finds the same row. */
    async findOrCreate(merchantId: number, phone: string): Promise<User> {
      await db.insert(users).values({ merchantId, phone }).onConflictDoNothing();
      const row = await this.findByPhone(merchantId, phone);
      if (!row) throw new Error('user vanished after upsert');
      return row;
    },

    /** The language the borrower applied in: their SMS notices use it (decision 129). */
    async setLanguage(id: number, language: 'en' | 'fil'): Promise<void> {
      await db.update(users).set({ language }).where(eq(users.id, id));
    },

    async touchLogin(id: number, at: Date): Promise<void> {
      await db.update(users).set({ lastLoginAt: at }).where(eq(users.id, id));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository;
  }
}

export default repositoryPlugin('usersRepository', (app) => createUsersRepository(app.db));
