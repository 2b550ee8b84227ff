// Console configuration of what borrowers read (decision 024): the lender's agreement clauses
// (versioned, previewed before saving) and the promotion landing's templates and mobile rule.
// Every change is appended to the audit log with the object before and after, like staff-actions,
// in the same transaction as the change; reads, checks and previews run before it (PGlite has one connection).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import {
  ErrorCode,
  type AgreementClause,
  type AgreementTemplateItem,
  type PromotionTemplateItem,
  type PromotionTemplateSave,
  MOBILE_PATTERN_SAMPLE,
} from '@lendwell/contracts';
import { defaultClauses } from '../documents/agreement-clauses.js';
import {
  AGREEMENTS,
  isAgreementPosition,
  lenderOf,
  renderAgreement,
  type AgreementPosition,
} from '../documents/agreements.js';
import { quote } from '../domain/loan/quote.js';
import { AppError, invalid, notFound } from '../lib/errors.js';
import { compileStaffPattern, staffPatternRefusal } from '../lib/staff-pattern.js';
import type { PromotionTemplate } from '../repositories/promotion-repository.js';

/** The phone a preview is addressed to: no one's. */
const PREVIEW_PHONE = '+639170000000';

const positionOf = (position: number): AgreementPosition => {
  if (!isAgreementPosition(position)) throw invalid('position', 'must be 1, 2 or 3');
  return position;
};

const templateFields = (t: PromotionTemplate) => ({
  name: t.name,
  headline: t.headline,
  subtitle: t.subtitle,
  headlineFil: t.headlineFil,
  subtitleFil: t.subtitleFil,
  downloadUrl: t.downloadUrl,
  isActive: t.isActive,
});

/**
 * A landing reads in one language (decision 132): its Filipino is the headline and, when there is a subtitle, the
 * subtitle too, or nothing (the English, marked). Refused in words, naming the field, when half is written.
 */
function checkFilipino(t: Required<PromotionTemplateSave>) {
  if (t.headlineFil === '' && t.subtitleFil !== '')
    throw invalid('headlineFil', 'Write the headline in Filipino too, or leave both Filipino fields empty.');
  if (t.headlineFil !== '' && t.subtitle !== '' && t.subtitleFil === '')
    throw invalid('subtitleFil', 'Write the subtitle in Filipino too, or leave both Filipino fields empty.');
}

export function createTemplateActions(app: FastifyInstance) {
  const audit = app.auditRepository;
  const versions = app.agreementTemplatesRepository;
  const promotion = app.promotionRepository;
  const lender = () => lenderOf(app.config.brand);
  const builtIn = (position: AgreementPosition) => defaultClauses(position, lender());

  return {
    /** The clauses a document shows: the version saved at or before `at` (an order's creation), else the built-in text. */
    async clausesInForce(merchantId: number, position: AgreementPosition, at?: Date): Promise<AgreementClause[]> {
      return (await versions.inForce(merchantId, position, at))?.clauses ?? builtIn(position);
    },

    /** Each agreement's current clauses and how many versions it has. */
    async agreementTemplates(merchantId: number): Promise<AgreementTemplateItem[]> {
      const counts = await versions.versionCounts(merchantId);
      return Promise.all(
        AGREEMENTS.map(async ({ position, title }) => {
          const row = await versions.inForce(merchantId, position);
          return {
            position,
            title,
            version: row?.version ?? 0,
            versions: counts.get(position) ?? 0,
            clauses: row?.clauses ?? builtIn(position),
            createdBy: row?.createdBy ?? null,
            createdAt: row?.createdAt.toISOString() ?? null,
          };
        }),
      );
    },

    async agreementHistory(merchantId: number, position: number) {
      const rows = await versions.history(merchantId, positionOf(position));
      return rows.map((r) => ({
        version: r.version,
        clauses: r.clauses,
        createdBy: r.createdBy,
        createdAt: r.createdAt.toISOString(),
      }));
    },

    /** The document as a borrower would see it on the confirm page, with these clauses: the first product, its default amount, today. */
    async previewAgreement(merchantId: number, position: number, clauses: AgreementClause[]): Promise<string> {
      const at = positionOf(position);
      const [product] = await app.productsRepository.list(merchantId);
      if (!product) throw new AppError(ErrorCode.conflict, 'there is no active product to preview an agreement with');
      const today = await app.loans.businessDate();
      return renderAgreement(at, {
        lender: lender(),
        borrower: { phone: PREVIEW_PHONE },
        product: { name: product.name, config: product.config },
        quote: quote(product.config, product.config.defaultAmountCents, today),
        orderNo: null,
        issuedOn: today,
        clauses,
      });
    },

    /** Saves the clauses as a new version; orders made before keep the version they were made under. */
    async saveAgreement(
      actor: string,
      merchantId: number,
      position: number,
      clauses: AgreementClause[],
      baseVersion: number,
    ) {
      const at = positionOf(position);
      const before = await versions.inForce(merchantId, at);
      const row = await app.db.transaction(async (tx) => {
        const saved = await versions.append({ merchantId, position: at, baseVersion, clauses, createdBy: actor }, tx);
        if (!saved)
          throw new AppError(
            ErrorCode.conflict,
            `baseVersion: version ${before?.version ?? 0} was saved since you opened version ${baseVersion}; reload and edit again`,
          );
        await audit.append(
          {
            actor,
            action: 'config.agreement_template.save',
            target: `agreement_template:${at}`,
            before: { version: before?.version ?? 0, clauses: before?.clauses ?? builtIn(at) },
            after: { version: saved.version, clauses: saved.clauses },
          },
          tx,
        );
        return saved;
      });
      return { position: at, version: row.version, createdAt: row.createdAt.toISOString() };
    },

    /** Templates with their funnel; conversion is registrations per visit, in basis points. */
    async promotionTemplates(merchantId: number): Promise<PromotionTemplateItem[]> {
      const [templates, funnel] = await Promise.all([promotion.templatesOf(merchantId), promotion.funnel()]);
      const byId = new Map(funnel.map((f) => [f.templateId, f]));
      return templates.map((t) => {
        const f = byId.get(t.id);
        const visits = f?.visits ?? 0;
        const registrations = f?.registrations ?? 0;
        return {
          id: t.id,
          ...templateFields(t),
          createdAt: t.createdAt.toISOString(),
          visits,
          clicks: f?.clicks ?? 0,
          codesSent: f?.codesSent ?? 0,
          registrations,
          // Integer arithmetic, rounded half up: 1 of 3 visits is 3333 bps.
          conversionBps: visits === 0 ? 0 : Math.floor((registrations * 10_000 * 2 + visits) / (visits * 2)),
        };
      });
    },

    async createPromotionTemplate(actor: string, merchantId: number, input: Required<PromotionTemplateSave>) {
      checkFilipino(input);
      const row = await app.db.transaction(async (tx) => {
        const inserted = await promotion.insertTemplate({ merchantId, ...input }, tx);
        if (!inserted) throw new AppError(ErrorCode.conflict, 'name: a template with this name exists');
        await audit.append(
          {
            actor,
            action: 'config.promotion_template.create',
            target: `promotion_template:${inserted.id}`,
            after: templateFields(inserted),
          },
          tx,
        );
        return inserted;
      });
      return { id: row.id, ...templateFields(row) };
    },

    async savePromotionTemplate(actor: string, merchantId: number, id: number, input: Required<PromotionTemplateSave>) {
      checkFilipino(input);
      const before = await promotion.findTemplate(merchantId, id);
      if (!before) throw notFound('template');
      if (await promotion.nameTaken(merchantId, input.name, id))
        throw new AppError(ErrorCode.conflict, 'name: a template with this name exists');
      const row = await app.db.transaction(async (tx) => {
        const updated = (await promotion.updateTemplate(merchantId, id, input, tx))!;
        await audit.append(
          {
            actor,
            action: 'config.promotion_template.save',
            target: `promotion_template:${id}`,
            before: templateFields(before),
            after: templateFields(updated),
          },
          tx,
        );
        return updated;
      });
      return { id, ...templateFields(row) };
    },

    /** An inactive template's landing says the promotion has ended and takes no registrations. */
    async setPromotionTemplateActive(actor: string, merchantId: number, id: number, isActive: boolean) {
      const before = await promotion.findTemplate(merchantId, id);
      if (!before) throw notFound('template');
      const row = await app.db.transaction(async (tx) => {
        const updated = (await promotion.updateTemplate(merchantId, id, { isActive }, tx))!;
        if (before.isActive !== isActive) {
          await audit.append(
            {
              actor,
              action: isActive ? 'config.promotion_template.activate' : 'config.promotion_template.deactivate',
              target: `promotion_template:${id}`,
              before: { isActive: before.isActive },
              after: { isActive },
            },
            tx,
          );
        }
        return updated;
      });
      return { id, ...templateFields(row) };
    },

    async promotionSettings(merchantId: number) {
      const row = await promotion.settingsOf(merchantId);
      return { mobilePattern: row?.mobilePattern ?? (await promotion.mobilePattern(merchantId)), isDefault: !row };
    },

    /**
     * The landing's mobile rule: refused when it could backtrack for long or when it would refuse an
     * ordinary PH number, tried on the same linear-time engine the landing runs it on (decision 102).
     */
    async savePromotionSettings(actor: string, merchantId: number, mobilePattern: string) {
      const refusal = staffPatternRefusal(mobilePattern);
      if (refusal) throw invalid('mobilePattern', refusal);
      if (!compileStaffPattern(mobilePattern).test(MOBILE_PATTERN_SAMPLE))
        throw invalid('mobilePattern', `must accept a PH mobile number like ${MOBILE_PATTERN_SAMPLE}`);
      const before = await promotion.mobilePattern(merchantId);
      await app.db.transaction(async (tx) => {
        await promotion.saveMobilePattern(merchantId, mobilePattern, tx);
        await audit.append(
          {
            actor,
            action: 'config.promotion_settings.save',
            target: `promotion_settings:${merchantId}`,
            before: { mobilePattern: before },
            after: { mobilePattern },
          },
          tx,
        );
      });
      return { mobilePattern, isDefault: false };
    },
  };
}

export type TemplateActions = ReturnType<typeof createTemplateActions>;

declare module 'fastify' {
  interface FastifyInstance {
    templateActions: TemplateActions;
  }
}

export default fp(
  async (app) => {
    app.decorate('templateActions', createTemplateActions(app));
  },
  {
    name: 'templateActions',
    dependencies: [
      'loans',
      'auditRepository',
      'agreementTemplatesRepository',
      'promotionRepository',
      'productsRepository',
    ],
  },
);
