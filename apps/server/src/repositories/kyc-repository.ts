// The borrower's certify (KYC) answers (decision 033). A step is written only while the borrower
// has no order: the check and the write run in one transaction under the borrower's application
// lock, so a save racing the first application cannot change what the reviewer is shown.
import { count, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.js';
import { kycProfiles, orders } from '../db/schema.js';
import { repositoryPlugin } from './repository-plugin.js';

export type KycRow = typeof kycProfiles.$inferSelect;
export type KycFormStep = 'basic' | 'personal' | 'job' | 'ext';
type Executor = Database | Transaction;

/** What one save writes: a form step's fields, the sealed ID, or one image key. */
export type KycWrite =
  | { kind: 'step'; step: KycFormStep; fields: Record<string, string> }
  | { kind: 'id'; idType: string; idNumberEncrypted: string; idLast4: string }
  | { kind: 'image'; image: 'idFront' | 'selfie'; key: string };

export class KycLocked extends Error {
  constructor() {
    super('certify data is locked after the first application');
  }
}

function columnsOf(write: KycWrite, now: Date): Partial<typeof kycProfiles.$inferInsert> {
  switch (write.kind) {
    case 'step':
      return { [write.step]: write.fields, [`${write.step}SavedAt`]: now, updatedAt: now };
    case 'id':
      return {
        idType: write.idType,
        idNumberEncrypted: write.idNumberEncrypted,
        idLast4: write.idLast4,
        idSavedAt: now,
        updatedAt: now,
      };
    case 'image':
      return write.image === 'idFront'
        ? { idFrontKey: write.key, updatedAt: now }
        : { selfieKey: write.key, updatedAt: now };
  }
}

export function createKycRepository(db: Database) {
  const orderCount = async (ex: Executor, userId: number) =>
    (await ex.select({ n: count() }).from(orders).where(eq(orders.userId, userId)))[0]!.n;

  return {
    async find(userId: number, ex: Executor = db): Promise<KycRow | undefined> {
      const [row] = await ex.select().from(kycProfiles).where(eq(kycProfiles.userId, userId));
      return row;
    },

    /** True once the borrower has applied at least once (the answers are then locked). */
    async hasApplied(userId: number, ex: Executor = db): Promise<boolean> {
      return (await orderCount(ex, userId)) > 0;
    },

    /**
     * Writes one step for the borrower, or throws KycLocked when they have applied. Takes the same
     * advisory lock as the loan application (orders-repository lockBorrower).
     */
    async save(userId: number, write: KycWrite, now: Date): Promise<KycRow> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(7340203, ${userId}::int)`);
        if ((await orderCount(tx, userId)) > 0) throw new KycLocked();
        const values = columnsOf(write, now);
        const [row] = await tx
          .insert(kycProfiles)
          .values({ userId, ...values })
          .onConflictDoUpdate({ target: kycProfiles.userId, set: values })
          .returning();
        return row!;
      });
    },
  };
}

export type KycRepository = ReturnType<typeof createKycRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    kycRepository: KycRepository;
  }
}

export default repositoryPlugin('kycRepository', (app) => createKycRepository(app.db));
