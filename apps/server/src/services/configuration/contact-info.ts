// Configuration of the contact info the borrower app's customer-service page shows.
import type { FastifyInstance } from 'fastify';
import type { ConsoleContactInfo } from '@lendwell/contracts';
import { lenderOf } from './common.js';

export function createContactInfoActions(app: FastifyInstance) {
  const audit = app.auditRepository;
  const lender = lenderOf(app);

  return {
    async contactInfo(): Promise<ConsoleContactInfo | null> {
      const row = await app.contactInfoRepository.forMerchant(await lender());
      return row
        ? {
            email: row.email,
            messagingAccount: row.messagingAccount,
            telephone: row.telephone,
            updatedAt: row.updatedAt.toISOString(),
          }
        : null;
    },

    async saveContactInfo(
      actor: string,
      input: { email: string; messagingAccount: string; telephone: string },
    ): Promise<ConsoleContactInfo> {
      const merchantId = await lender();
      const before = await app.contactInfoRepository.forMerchant(merchantId);
      const pick = (r: { email: string; messagingAccount: string; telephone: string }) => ({
        email: r.email,
        messagingAccount: r.messagingAccount,
        telephone: r.telephone,
      });
      const row = await app.db.transaction(async (tx) => {
        const saved = await app.contactInfoRepository.save(merchantId, input, tx);
        await audit.append(
          {
            actor,
            action: 'config.contact_info.save',
            target: `contact_info:${merchantId}`,
            before: before ? pick(before) : null,
            after: pick(saved),
          },
          tx,
        );
        return saved;
      });
      return { ...pick(row), updatedAt: row.updatedAt.toISOString() };
    },
  };
}
