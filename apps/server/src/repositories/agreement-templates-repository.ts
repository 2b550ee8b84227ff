// The lender's agreement clauses, one row per saved version (decision 024). Rows are only added;
// a document for an order reads the version in force when the order was created.
import { and, count, desc, eq, lte, max } from 'drizzle-orm';
import type { AgreementClause } from '@lendwell/contracts';
import type { Database, Transaction } from '../db/client.js';
import { agreementTemplateVersions as versions } from '../db/schema.js';
import { repositoryPlugin } from './repository-plugin.js';

export type AgreementTemplateRow = typeof versions.$inferSelect;

export function createAgreementTemplatesRepository(db: Database) {
  return {
    /** The newest version saved at or before `at` (now when absent); undefined when none was saved by then. */
    async inForce(merchantId: number, position: number, at?: Date): Promise<AgreementTemplateRow | undefined> {
      const [row] = await db
        .select()
        .from(versions)
        .where(
          and(
            eq(versions.merchantId, merchantId),
            eq(versions.position, position),
            at ? lte(versions.createdAt, at) : undefined,
          ),
        )
        .orderBy(desc(versions.version))
        .limit(1);
      return row;
    },

    /** How many versions each position has. */
    async versionCounts(merchantId: number): Promise<Map<number, number>> {
      const rows = await db
        .select({ position: versions.position, n: count() })
        .from(versions)
        .where(eq(versions.merchantId, merchantId))
        .groupBy(versions.position);
      return new Map(rows.map((r) => [r.position, r.n]));
    },

    /** Newest first. */
    async history(merchantId: number, position: number, limit = 50): Promise<AgreementTemplateRow[]> {
      return db
        .select()
        .from(versions)
        .where(and(eq(versions.merchantId, merchantId), eq(versions.position, position)))
        .orderBy(desc(versions.version))
        .limit(limit);
    },

    /**
     * Adds version baseVersion + 1; undefined when the newest version is no longer baseVersion
     * (someone saved in between), so a save never silently replaces another's.
     */
    async append(
      input: {
        merchantId: number;
        position: number;
        baseVersion: number;
        clauses: AgreementClause[];
        createdBy: string;
      },
      ex: Database | Transaction = db,
    ): Promise<AgreementTemplateRow | undefined> {
      const [latest] = await ex
        .select({ version: max(versions.version) })
        .from(versions)
        .where(and(eq(versions.merchantId, input.merchantId), eq(versions.position, input.position)));
      if ((latest?.version ?? 0) !== input.baseVersion) return undefined;
      const [row] = await ex
        .insert(versions)
        .values({
          merchantId: input.merchantId,
          position: input.position,
          version: input.baseVersion + 1,
          clauses: input.clauses,
          createdBy: input.createdBy,
        })
        .onConflictDoNothing()
        .returning();
      return row;
    },
  };
}

export type AgreementTemplatesRepository = ReturnType<typeof createAgreementTemplatesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    agreementTemplatesRepository: AgreementTemplatesRepository;
  }
}

export default repositoryPlugin('agreementTemplatesRepository', (app) => createAgreementTemplatesRepository(app.db));
