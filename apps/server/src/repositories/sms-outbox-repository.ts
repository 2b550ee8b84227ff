import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { smsOutbox } from '../db/schema.js';
import { repositoryPlugin } from './repository-plugin.js';

export function createSmsOutboxRepository(db: Database) {
  return {
    async add(phone: string, body: string, gateway: string): Promise<void> {
      await db.insert(smsOutbox).values({ phone, body, gateway });
    },
    async list(limit: number, phone?: string) {
      const rows = await db
        .select()
        .from(smsOutbox)
        .where(phone ? eq(smsOutbox.phone, phone) : undefined)
        .orderBy(desc(smsOutbox.id))
        .limit(limit);
      return rows.map((r) => ({
        id: String(r.id),
        phone: r.phone,
        body: r.body,
        createdAt: r.createdAt.toISOString(),
      }));
    },
  };
}

export type SmsOutboxRepository = ReturnType<typeof createSmsOutboxRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    smsOutboxRepository: SmsOutboxRepository;
  }
}

export default repositoryPlugin('smsOutboxRepository', (app) => createSmsOutboxRepository(app.db));
