// Reminder schedules per product, versioned message templates, and the reminders sent (the
// borrower's inbox). The job that sends them is jobs/reminders.ts.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.js';
import { messageTemplateVersions, reminders, reminderSettings } from '../db/schema.js';
import {
  DEFAULT_REMINDER_OFFSETS,
  DEFAULT_REMINDERS_PER_DAY,
  type ReminderStep,
} from '../domain/servicing/reminder-schedule.js';
import { DEFAULT_REMINDER_TEMPLATES } from '../domain/servicing/message-template.js';
import { repositoryPlugin } from './repository-plugin.js';

type Executor = Database | Transaction;
export type TemplateInForce = {
  kind: string;
  version: number;
  title: string;
  body: string;
  actor: string;
  at: string | null;
};
export type ReminderSchedule = { productId: number; offsetsDays: number[]; maxPerDay: number; custom: boolean };

export const reminderKind = (step: ReminderStep) => `reminder:${step}`;

export function createRemindersRepository(db: Database) {
  return {
    /** The template in force for a kind: the highest version, else the built-in words (version 0). */
    async template(merchantId: number, kind: string, ex: Executor = db): Promise<TemplateInForce | null> {
      const [row] = await ex
        .select()
        .from(messageTemplateVersions)
        .where(and(eq(messageTemplateVersions.merchantId, merchantId), eq(messageTemplateVersions.kind, kind)))
        .orderBy(desc(messageTemplateVersions.version))
        .limit(1);
      if (row)
        return {
          kind,
          version: row.version,
          title: row.title,
          body: row.body,
          actor: row.actor,
          at: row.createdAt.toISOString(),
        };
      const step = kind.startsWith('reminder:') ? (kind.slice(9) as ReminderStep) : null;
      if (step && step in DEFAULT_REMINDER_TEMPLATES)
        return { kind, version: 0, title: '', body: DEFAULT_REMINDER_TEMPLATES[step], actor: 'system', at: null };
      return null;
    },

    async versions(merchantId: number, kind: string) {
      const rows = await db
        .select()
        .from(messageTemplateVersions)
        .where(and(eq(messageTemplateVersions.merchantId, merchantId), eq(messageTemplateVersions.kind, kind)))
        .orderBy(desc(messageTemplateVersions.version))
        .limit(50);
      return rows.map((r) => ({
        version: r.version,
        title: r.title,
        body: r.body,
        actor: r.actor,
        at: r.createdAt.toISOString(),
      }));
    },

    /** Kinds with at least one saved version that start with `prefix` (call scripts). */
    async kinds(merchantId: number, prefix: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ kind: messageTemplateVersions.kind })
        .from(messageTemplateVersions)
        .where(
          and(
            eq(messageTemplateVersions.merchantId, merchantId),
            sql`${messageTemplateVersions.kind} like ${`${prefix}%`}`,
          ),
        );
      return rows.map((r) => r.kind).sort();
    },

    /** Saves the next version in the caller's transaction (the unique key refuses a lost race). */
    async saveTemplate(tx: Transaction, merchantId: number, kind: string, title: string, body: string, actor: string) {
      const current = await this.template(merchantId, kind, tx);
      const version = (current?.version ?? 0) + 1;
      await tx.insert(messageTemplateVersions).values({ merchantId, kind, version, title, body, actor });
      return { before: current, version };
    },

    async schedule(productId: number, ex: Executor = db): Promise<ReminderSchedule> {
      const [row] = await ex.select().from(reminderSettings).where(eq(reminderSettings.productId, productId)).limit(1);
      return row
        ? { productId, offsetsDays: row.offsetsDays, maxPerDay: row.maxPerDay, custom: true }
        : {
            productId,
            offsetsDays: [...DEFAULT_REMINDER_OFFSETS],
            maxPerDay: DEFAULT_REMINDERS_PER_DAY,
            custom: false,
          };
    },

    async saveSchedule(tx: Transaction, productId: number, offsetsDays: number[], maxPerDay: number) {
      await tx
        .insert(reminderSettings)
        .values({ productId, offsetsDays, maxPerDay })
        .onConflictDoUpdate({
          target: reminderSettings.productId,
          set: { offsetsDays, maxPerDay, updatedAt: sql`now()` },
        });
    },

    /** The borrower's inbox: reminders that went out, newest first. */
    async inbox(userId: number, limit = 50) {
      const rows = await db
        .select({
          id: reminders.id,
          orderId: reminders.orderId,
          offsetDays: reminders.offsetDays,
          dueOn: reminders.dueOn,
          body: reminders.body,
          sentAt: reminders.sentAt,
        })
        .from(reminders)
        .where(and(eq(reminders.userId, userId), eq(reminders.status, 'sent')))
        .orderBy(desc(reminders.id))
        .limit(limit);
      return rows;
    },

    /** Reminders of one order (console loan page), newest first. */
    async ofOrder(orderId: number) {
      return db.select().from(reminders).where(eq(reminders.orderId, orderId)).orderBy(desc(reminders.id)).limit(100);
    },
  };
}

export type RemindersRepository = ReturnType<typeof createRemindersRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    remindersRepository: RemindersRepository;
  }
}

export default repositoryPlugin('remindersRepository', (app) => createRemindersRepository(app.db));
