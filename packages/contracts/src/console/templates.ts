// The answers of the console's agreement templates (/api/console/agreement-templates, decision 024): each
// agreement's current clauses, a position's versions, a save and a preview. The clauses are described as
// saved, not as a save checks them: a built-in text or an older version reads whatever the rules became.
import { z } from 'zod';
import { envelopeSchema } from '../common.js';

const int = () => z.number().int();

export const agreementClauseViewSchema = z.object({ heading: z.string(), paragraphs: z.array(z.string()) });

/** One agreement's current clauses; version 0 is the built-in text no one has saved over yet. */
export const agreementTemplateItemSchema = z.object({
  position: int(),
  title: z.string(),
  version: int(),
  versions: int(),
  clauses: z.array(agreementClauseViewSchema),
  /** Who saved the version in force (`staff:<id>:<email>`), null for the built-in text. */
  createdBy: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type AgreementTemplateItem = z.infer<typeof agreementTemplateItemSchema>;
export const agreementTemplateListResponseSchema = envelopeSchema(
  z.object({ items: z.array(agreementTemplateItemSchema) }),
);
export type AgreementTemplateList = z.infer<typeof agreementTemplateListResponseSchema>['data'];

export const agreementTemplateVersionSchema = z.object({
  version: int(),
  clauses: z.array(agreementClauseViewSchema),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type AgreementTemplateVersion = z.infer<typeof agreementTemplateVersionSchema>;
export const agreementTemplateVersionsResponseSchema = envelopeSchema(
  z.object({ items: z.array(agreementTemplateVersionSchema) }),
);
export type AgreementTemplateVersions = z.infer<typeof agreementTemplateVersionsResponseSchema>['data'];

/** A save: the new version of that position. */
export const agreementTemplateSavedResponseSchema = envelopeSchema(
  z.object({ position: int(), version: int(), createdAt: z.string() }),
);
export type AgreementTemplateSaved = z.infer<typeof agreementTemplateSavedResponseSchema>['data'];

/** The document as HTML, for a sandboxed frame. */
export const agreementPreviewResponseSchema = envelopeSchema(z.object({ html: z.string() }));
export type AgreementPreview = z.infer<typeof agreementPreviewResponseSchema>['data'];
