// Promotion landing data: templates, the merchant's mobile rule, funnel events and the
// registration that creates a borrower with its attribution in one transaction.
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { DEFAULT_PROMOTION_MOBILE_PATTERN } from '@lendwell/contracts';
import type { Database, Transaction } from '../db/client.js';
import { promotionEvents, promotionSettings, promotionTemplates, userAttributions, users } from '../db/schema.js';
import { repositoryPlugin } from './repository-plugin.js';

export type PromotionTemplate = typeof promotionTemplates.$inferSelect;
export type FunnelEventKind = 'visit' | 'click' | 'code_sent' | 'register';
export type Attribution = {
  templateId: number | null;
  inviteCode?: string;
  utmTag?: string;
  userFrom?: string;
  appFrom?: string;
  appName?: string;
  deviceId?: string;
  userName?: string;
};

export function createPromotionRepository(db: Database) {
  return {
    async template(id: number): Promise<PromotionTemplate | undefined> {
      const [row] = await db
        .select()
        .from(promotionTemplates)
        .where(and(eq(promotionTemplates.id, id), eq(promotionTemplates.isActive, true)))
        .limit(1);
      return row;
    },

    async mobilePattern(merchantId: number): Promise<string> {
      const [row] = await db
        .select()
        .from(promotionSettings)
        .where(eq(promotionSettings.merchantId, merchantId))
        .limit(1);
      return row?.mobilePattern ?? DEFAULT_PROMOTION_MOBILE_PATTERN;
    },

    async addEvent(
      row: { merchantId: number; templateId: number | null; kind: FunnelEventKind; phone?: string | null } & Omit<
        Attribution,
        'templateId' | 'inviteCode' | 'appName' | 'deviceId' | 'userName'
      > & {
          clientType?: string;
          pageType?: string;
        },
    ): Promise<void> {
      await db.insert(promotionEvents).values({
        merchantId: row.merchantId,
        templateId: row.templateId,
        kind: row.kind,
        userFrom: row.userFrom ?? null,
        clientType: row.clientType ?? null,
        pageType: row.pageType ?? null,
        utmTag: row.utmTag ?? null,
        appFrom: row.appFrom ?? null,
        phone: row.phone ?? null,
      });
    },

    /** Creates the borrower, its attribution and the register event; null when the phone already has an account. */
    async registerBorrower(
      merchantId: number,
      phone: string,
      attribution: Attribution,
    ): Promise<{ userId: number } | null> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({ merchantId, phone })
          .onConflictDoNothing()
          .returning({ id: users.id });
        if (!user) return null;
        await tx.insert(userAttributions).values({ userId: user.id, ...attribution });
        await tx.insert(promotionEvents).values({
          merchantId,
          templateId: attribution.templateId,
          kind: 'register',
          userFrom: attribution.userFrom ?? null,
          utmTag: attribution.utmTag ?? null,
          appFrom: attribution.appFrom ?? null,
          phone,
        });
        return { userId: user.id };
      });
    },

    async attributionOf(userId: number) {
      const [row] = await db.select().from(userAttributions).where(eq(userAttributions.userId, userId)).limit(1);
      return row;
    },

    /** The console's list (decision 024): every template of the merchant, active or not. */
    async templatesOf(merchantId: number): Promise<PromotionTemplate[]> {
      return db
        .select()
        .from(promotionTemplates)
        .where(eq(promotionTemplates.merchantId, merchantId))
        .orderBy(asc(promotionTemplates.id));
    },

    /** One template of the merchant, active or not. */
    async findTemplate(merchantId: number, id: number): Promise<PromotionTemplate | undefined> {
      const [row] = await db
        .select()
        .from(promotionTemplates)
        .where(and(eq(promotionTemplates.merchantId, merchantId), eq(promotionTemplates.id, id)))
        .limit(1);
      return row;
    },

    async nameTaken(merchantId: number, name: string, exceptId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: promotionTemplates.id })
        .from(promotionTemplates)
        .where(
          and(
            eq(promotionTemplates.merchantId, merchantId),
            eq(promotionTemplates.name, name),
            exceptId ? ne(promotionTemplates.id, exceptId) : undefined,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Undefined when the merchant already has a template of that name. */
    async insertTemplate(
      values: {
        merchantId: number;
        name: string;
        headline: string;
        subtitle: string;
        headlineFil: string;
        subtitleFil: string;
        downloadUrl: string;
      },
      ex: Database | Transaction = db,
    ): Promise<PromotionTemplate | undefined> {
      const [row] = await ex.insert(promotionTemplates).values(values).onConflictDoNothing().returning();
      return row;
    },

    async updateTemplate(
      merchantId: number,
      id: number,
      patch: Partial<
        Pick<
          PromotionTemplate,
          'name' | 'headline' | 'subtitle' | 'headlineFil' | 'subtitleFil' | 'downloadUrl' | 'isActive'
        >
      >,
      ex: Database | Transaction = db,
    ): Promise<PromotionTemplate | undefined> {
      const [row] = await ex
        .update(promotionTemplates)
        .set(patch)
        .where(and(eq(promotionTemplates.merchantId, merchantId), eq(promotionTemplates.id, id)))
        .returning();
      return row;
    },

    /** The stored rule, or undefined when the merchant uses the default. */
    async settingsOf(merchantId: number) {
      const [row] = await db
        .select()
        .from(promotionSettings)
        .where(eq(promotionSettings.merchantId, merchantId))
        .limit(1);
      return row;
    },

    async saveMobilePattern(merchantId: number, mobilePattern: string, ex: Database | Transaction = db): Promise<void> {
      await ex
        .insert(promotionSettings)
        .values({ merchantId, mobilePattern })
        .onConflictDoUpdate({ target: promotionSettings.merchantId, set: { mobilePattern, updatedAt: new Date() } });
    },

    /** Visits → clicks → codes sent → registrations, per template. */
    async funnel(templateId?: number) {
      const count = (kind: FunnelEventKind) =>
        sql<number>`count(*) filter (where ${promotionEvents.kind} = ${kind})::int`;
      return db
        .select({
          templateId: promotionTemplates.id,
          name: promotionTemplates.name,
          visits: count('visit'),
          clicks: count('click'),
          codesSent: count('code_sent'),
          registrations: count('register'),
        })
        .from(promotionTemplates)
        .leftJoin(promotionEvents, eq(promotionEvents.templateId, promotionTemplates.id))
        .where(templateId ? eq(promotionTemplates.id, templateId) : undefined)
        .groupBy(promotionTemplates.id, promotionTemplates.name)
        .orderBy(asc(promotionTemplates.id));
    },
  };
}

export type PromotionRepository = ReturnType<typeof createPromotionRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    promotionRepository: PromotionRepository;
  }
}

export default repositoryPlugin('promotionRepository', (app) => createPromotionRepository(app.db));
