// Complaint types, complaints and their evidence uploads. Every read by a borrower goes through
// their user id: another borrower's complaint or image is simply not there.
import { and, asc, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.js';
import { complaints, complaintTypes, uploads, users } from '../db/schema.js';
import { repositoryPlugin } from './repository-plugin.js';

export type ComplaintRow = typeof complaints.$inferSelect;
export type ComplaintTypeRow = typeof complaintTypes.$inferSelect;

export function createComplaintsRepository(db: Database) {
  // The complaint screens read these on every visit: built once and named, so each PostgreSQL connection
  // parses and plans them once (decision 088).
  const prepareTypes = () =>
    db
      .select()
      .from(complaintTypes)
      .where(eq(complaintTypes.merchantId, sql.placeholder('merchantId')))
      .orderBy(asc(complaintTypes.sort))
      .prepare('complaint_types_of_merchant');
  const prepareForUser = () =>
    db
      .select()
      .from(complaints)
      .where(eq(complaints.userId, sql.placeholder('userId')))
      .orderBy(desc(complaints.id))
      .prepare('complaints_of_user');
  let typesQuery: ReturnType<typeof prepareTypes> | undefined;
  let forUserQuery: ReturnType<typeof prepareForUser> | undefined;
  return {
    async types(merchantId: number) {
      return (typesQuery ??= prepareTypes()).execute({ merchantId });
    },

    // ─── Types (the console's configuration) ───

    async findType(merchantId: number, id: number): Promise<ComplaintTypeRow | undefined> {
      const [row] = await db
        .select()
        .from(complaintTypes)
        .where(and(eq(complaintTypes.merchantId, merchantId), eq(complaintTypes.id, id)));
      return row;
    },

    async insertType(
      values: typeof complaintTypes.$inferInsert,
      ex: Database | Transaction = db,
    ): Promise<ComplaintTypeRow> {
      const [row] = await ex.insert(complaintTypes).values(values).returning();
      return row!;
    },

    async updateType(
      merchantId: number,
      id: number,
      values: Pick<ComplaintTypeRow, 'title' | 'titleFil' | 'sort'>,
      ex: Database | Transaction = db,
    ): Promise<ComplaintTypeRow | undefined> {
      const [row] = await ex
        .update(complaintTypes)
        .set(values)
        .where(and(eq(complaintTypes.merchantId, merchantId), eq(complaintTypes.id, id)))
        .returning();
      return row;
    },

    async deleteType(
      merchantId: number,
      id: number,
      ex: Database | Transaction = db,
    ): Promise<ComplaintTypeRow | undefined> {
      const [row] = await ex
        .delete(complaintTypes)
        .where(and(eq(complaintTypes.merchantId, merchantId), eq(complaintTypes.id, id)))
        .returning();
      return row;
    },

    /** Complaints of the lender's borrowers per type and sub-type; a sub-type's key is `parent:value`. */
    async typeUsage(merchantId: number): Promise<Map<string, number>> {
      const rows = await db
        .select({ type: complaints.problemType, son: complaints.problemSonType, n: count() })
        .from(complaints)
        .innerJoin(users, eq(users.id, complaints.userId))
        .where(eq(users.merchantId, merchantId))
        .groupBy(complaints.problemType, complaints.problemSonType);
      const usage = new Map<string, number>();
      const add = (key: string, n: number) => usage.set(key, (usage.get(key) ?? 0) + n);
      for (const r of rows) {
        add(String(r.type), r.n);
        if (r.son !== null) add(`${r.type}:${r.son}`, r.n);
      }
      return usage;
    },

    async create(values: typeof complaints.$inferInsert): Promise<ComplaintRow> {
      const [row] = await db.insert(complaints).values(values).returning();
      return row!;
    },

    async listForUser(userId: number): Promise<ComplaintRow[]> {
      return (forUserQuery ??= prepareForUser()).execute({ userId });
    },

    async findForUser(userId: number, id: number): Promise<ComplaintRow | undefined> {
      const [row] = await db
        .select()
        .from(complaints)
        .where(and(eq(complaints.id, id), eq(complaints.userId, userId)));
      return row;
    },

    async findById(id: number): Promise<ComplaintRow | undefined> {
      const [row] = await db.select().from(complaints).where(eq(complaints.id, id));
      return row;
    },

    async list(status?: string): Promise<ComplaintRow[]> {
      return db
        .select()
        .from(complaints)
        .where(status ? eq(complaints.status, status) : undefined)
        .orderBy(desc(complaints.id))
        .limit(200);
    },

    /** Customer service takes the complaint up (submitted → in progress). */
    /** Answers the row only when it moved (submitted → in progress). */
    async start(id: number, at: Date, ex: Database | Transaction = db): Promise<ComplaintRow | undefined> {
      const [row] = await ex
        .update(complaints)
        .set({ status: 'in_progress', startedAt: at })
        .where(and(eq(complaints.id, id), eq(complaints.status, 'submitted')))
        .returning();
      return row;
    },

    /** Customer service's answer; the borrower is then asked for a rating. */
    async answer(
      id: number,
      text: string,
      imageKeys: string[],
      at: Date,
      ex: Database | Transaction = db,
    ): Promise<ComplaintRow | undefined> {
      const [row] = await ex
        .update(complaints)
        .set({ disposeDetail: text, disposeImageKeys: imageKeys, status: 'answered', answeredAt: at })
        .where(and(eq(complaints.id, id), inArray(complaints.status, ['submitted', 'in_progress'])))
        .returning();
      return row;
    },

    /** Accepts a rating once, and only for an answered complaint of this borrower. */
    async rate(userId: number, id: number, score: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(complaints)
        .set({ score, status: 'rated', ratedAt: at })
        .where(
          and(
            eq(complaints.id, id),
            eq(complaints.userId, userId),
            eq(complaints.status, 'answered'),
            isNull(complaints.score),
          ),
        )
        .returning({ id: complaints.id });
      return rows.length === 1;
    },

    async addUpload(values: typeof uploads.$inferInsert) {
      await db.insert(uploads).values(values);
    },

    async uploadsSince(userId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(uploads)
        .where(and(eq(uploads.userId, userId), gte(uploads.createdAt, since)));
      return Number(row?.n ?? 0);
    },

    /** The keys among these that this borrower uploaded. */
    async ownedKeys(userId: number, keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ key: uploads.storageKey })
        .from(uploads)
        .where(and(eq(uploads.userId, userId), inArray(uploads.storageKey, keys)));
      return new Set(rows.map((r) => r.key));
    },
  };
}

export type ComplaintsRepository = ReturnType<typeof createComplaintsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    complaintsRepository: ComplaintsRepository;
  }
}

export default repositoryPlugin('complaintsRepository', (app) => createComplaintsRepository(app.db));
