// The collections workspace (decisions 069 and 127): overdue loans in days-past-due buckets, assigned to
// collectors by a person or by the admin's rules; a collector reads and acts only on their own loans (another's
// answers 404), the supervisor and admin on all. Contacts keep to the SEC hours (domain/servicing/contact-hours.ts)
// and the daily cap; promises to pay are settled against receipts whenever they are read. One part per
// sub-area in services/collections/; this composes them and registers `app.collections`.
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';
import { ErrorCode } from '@lendwell/contracts';
import type { Database } from '../db/client.js';
import type { AuditRepository } from '../repositories/audit-repository.js';
import { assignmentPart } from './collections/assignment.js';
import { consentPart } from './collections/consent.js';
import { contactsPart } from './collections/contacts.js';
import { collectionsContext, type CollectionsExtras } from './collections/context.js';
import { loanPart } from './collections/loan.js';
import { plansPart } from './collections/plans.js';
import { queuePart } from './collections/queue.js';
import { reportsPart } from './collections/reports.js';
import { rollRatesPart } from './collections/roll-rates.js';
import { scriptsPart } from './collections/scripts.js';
import { worklistPart } from './collections/worklist.js';

export type { CollectionsViewer, CollectionsExtras } from './collections/context.js';

export function createCollectionsService(
  db: Database,
  audit: AuditRepository,
  today: () => Promise<string>,
  now: () => Date,
  extras: CollectionsExtras,
) {
  const ctx = collectionsContext(db, audit, today, now, extras);
  const consent = consentPart(ctx);
  const scripts = scriptsPart(ctx);
  const contacts = contactsPart(ctx, consent.consentsOf);
  return {
    settlePromises: ctx.settlePromises,
    ...queuePart(ctx),
    ...loanPart(ctx, consent.consentsOf, scripts.scriptInForce),
    ...contacts,
    recordConsent: consent.recordConsent,
    revokeConsent: consent.revokeConsent,
    ...scripts,
    ...rollRatesPart(ctx),
    ...worklistPart(ctx, contacts.dailyContactCap),
    ...assignmentPart(ctx, contacts.dailyContactCap),
    ...reportsPart(ctx),
    ...plansPart(ctx),
  };
}

export type CollectionsService = ReturnType<typeof createCollectionsService>;

declare module 'fastify' {
  interface FastifyInstance {
    collections: CollectionsService;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'collections',
      createCollectionsService(
        app.db,
        app.auditRepository,
        () => app.loans.businessDate(),
        () => new Date(),
        {
          templates: app.remindersRepository,
          merchantId: async () => {
            const merchant = await app.usersRepository.resolveMerchant();
            if (!merchant) throw new AppError(ErrorCode.conflict, 'no merchant is configured');
            return merchant.id;
          },
          lender: app.config.brand.productName,
          // Ten minutes: long enough to look at the scan, short enough that a copied link soon dies.
          documentUrl: (key) => app.files.signedUrl(key, 600),
        },
      ),
    );
  },
  {
    name: 'collections',
    dependencies: ['loans', 'auditRepository', 'remindersRepository', 'usersRepository', 'file-storage'],
  },
);
