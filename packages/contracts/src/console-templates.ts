// The console's configuration of what borrowers read (decision 024): the lender's clauses of the
// three agreements (versioned), the promotion landing's templates with their funnel, the landing's
// mobile rule, and the event/save counts. The figures and the statutory text stay in code. What the
// routes answer is described in console/templates.ts and console/promotion.ts.
import { z } from 'zod';
import { idSchema, numeric } from './common.js';
import { EVENT_MODULES } from './constants.js';
import { AGREEMENT_CLAUSE_LIMITS } from './console-template-limits.js';

export * from './console-template-limits.js';

const L = AGREEMENT_CLAUSE_LIMITS;
/** Plain text on one line: a heading is never markup, and a line break would not show anyway. */
const line = (max: number) =>
  z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`)
    .refine(
      (v) => ![...v].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127),
      'must be plain text on one line',
    );

export const agreementClauseSchema = z.object({
  heading: line(L.headingLength),
  paragraphs: z
    .array(line(L.paragraphLength), { error: 'must be a list of paragraphs' })
    .min(1, 'needs at least one paragraph')
    .max(L.paragraphs, `must be at most ${L.paragraphs} paragraphs`),
});
export type AgreementClause = z.infer<typeof agreementClauseSchema>;

export const agreementClausesSchema = z
  .array(agreementClauseSchema, { error: 'must be a list of sections' })
  .max(L.sections, `must be at most ${L.sections} sections`);

export const agreementPositionParamsSchema = z.object({
  position: numeric(
    z.number({ error: 'must be 1, 2 or 3' }).int().min(1, 'must be 1, 2 or 3').max(3, 'must be 1, 2 or 3'),
  ),
});

export const agreementTemplateSaveSchema = z.object({
  clauses: agreementClausesSchema,
  /** The version the editor started from; a save on top of a newer one is refused (someone else saved). */
  baseVersion: z.number({ error: 'must be a number' }).int().min(0),
});
export type AgreementTemplateSave = z.infer<typeof agreementTemplateSaveSchema>;

export const agreementTemplatePreviewSchema = z.object({ clauses: agreementClausesSchema });

/** The landing's download link: https only, since it is opened from an ad. */
const httpsUrl = z
  .string({ error: 'is required' })
  .trim()
  .max(500, 'must be at most 500 characters')
  .regex(/^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?([/?#][^\s]*)?$/i, 'must be an https:// address');

export const promotionTemplateSaveSchema = z.object({
  name: line(60),
  headline: line(120),
  subtitle: z.string().trim().max(200, 'must be at most 200 characters').default(''),
  /** The same in Filipino (decision 132); both empty: a Filipino reader reads the English. */
  headlineFil: z.string().trim().max(120, 'must be at most 120 characters').default(''),
  subtitleFil: z.string().trim().max(200, 'must be at most 200 characters').default(''),
  downloadUrl: httpsUrl,
});
export type PromotionTemplateSave = z.input<typeof promotionTemplateSaveSchema>;
export const promotionTemplateActiveSchema = z.object({ isActive: z.boolean({ error: 'must be true or false' }) });
export const promotionTemplateParamsSchema = z.object({ id: idSchema });

export const promotionSettingsSaveSchema = z.object({
  mobilePattern: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(200, { error: 'must be at most 200 characters', abort: true })
    .superRefine((source, ctx) => {
      // Checked again here: a regular expression is compiled only once its length is known to be small.
      // It is compiled, never run: a pattern may backtrack for ever on a sample, so the server tries the
      // sample on a linear-time engine after refusing the patterns that backtrack (decision 102).
      if (source.length > 200) return;
      try {
        new RegExp(source);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'is not a valid regular expression' });
      }
    }),
});

/** Inclusive dates in Manila time; either may be left out. */
export const consoleEventCountsQuerySchema = z
  .object({
    from: z.iso.date('must be a date like 2026-11-01').optional(),
    to: z.iso.date('must be a date like 2026-11-30').optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'must not be before from', path: ['to'] });

/** What staff read for each event/save module id (docs/routes.md). */
export const EVENT_MODULE_NAMES: Record<number, string> = {
  [EVENT_MODULES.borrowAgain]: 'Order page: Borrow Again',
  [EVENT_MODULES.orderMarketProduct]: 'Order page market: a product',
  [EVENT_MODULES.orderMarketMore]: 'Order page market: more products',
  [EVENT_MODULES.jointLoginProduct]: 'Joint-login failure: a product',
};
