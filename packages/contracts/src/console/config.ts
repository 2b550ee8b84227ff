// The answers of the console's Configuration section (/api/console/config, decision 023): products with
// their quote, payment channels and their instructions, the bank form, complaint types and contact info.
// Each schema names exactly what its handler returns (services/configuration/*.ts). The request schemas
// (console-config.ts) check what staff may save; these only describe what was saved, so a row saved under
// older rules still reads.
import { z } from 'zod';
import { envelopeSchema } from '../common.js';
import { bankFormCates, bankFormInputTypes } from '../console-config.js';

const int = () => z.number().int();
const items = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

/** What a delete answers: the id of what is gone. */
export const consoleDeletedResponseSchema = envelopeSchema(z.object({ id: int() }));
export type ConsoleDeleted = z.infer<typeof consoleDeletedResponseSchema>['data'];

// ─── Products ───

/** A product version's terms as saved. Money in centavos, rates in basis points. */
export const consoleProductTermsViewSchema = z.object({
  name: z.string(),
  logoUrl: z.string(),
  minAmountCents: int(),
  maxAmountCents: int(),
  amountStepCents: int(),
  defaultAmountCents: int(),
  periods: int(),
  periodDays: int(),
  monthlyInterestRateBps: int(),
  serviceFeeBps: int(),
  feeTiming: z.enum(['upfront', 'added']),
  defaultPenaltyNewCents: int(),
  defaultPenaltyRepeatCents: int(),
  overdueTiers: z.array(z.object({ fromDay: int(), toDay: int().nullable(), monthlyRateBps: int() })),
  rolloverFeeBps: int(),
  dueSoonDays: int(),
  tags: z.array(z.string()),
  rangeDescription: z.string(),
  tagsFil: z.array(z.string()),
  rangeDescriptionFil: z.string(),
  recommended: z.boolean(),
});

/** A product as the console lists it: the current version's terms and a quote at the default amount. */
export const consoleProductSchema = z.object({
  id: int(),
  code: z.string(),
  isActive: z.boolean(),
  versionId: int(),
  versionCount: int(),
  orderCount: int(),
  capPolicy: z.boolean(),
  terms: consoleProductTermsViewSchema,
  /** At the default amount, as if disbursed today; null if the terms cannot be quoted. */
  quote: z
    .object({
      amountCents: int(),
      termDays: int(),
      netProceedsCents: int(),
      totalRepaymentCents: int(),
      financeChargeCents: int(),
      nominalMonthlyBps: int(),
      effectiveMonthlyBps: int(),
      effectiveYearlyBps: int(),
      capsApply: z.boolean(),
    })
    .nullable(),
});
export type ConsoleProduct = z.infer<typeof consoleProductSchema>;
export const consoleProductListResponseSchema = envelopeSchema(items(consoleProductSchema));
export type ConsoleProductList = z.infer<typeof consoleProductListResponseSchema>['data'];
export const consoleProductResponseSchema = envelopeSchema(consoleProductSchema);
export const consoleProductActiveResponseSchema = envelopeSchema(z.object({ id: int(), isActive: z.boolean() }));
export type ConsoleProductActive = z.infer<typeof consoleProductActiveResponseSchema>['data'];

// ─── Payment channels and their instructions ───

/** A payment instruction (guide) of a channel; its steps in order. */
export const consoleGuideSchema = z.object({
  id: int(),
  channelNumber: z.string(),
  groupTitle: z.string(),
  name: z.string(),
  steps: z.array(z.string()),
  /** The same in Filipino (decision 132); '' and [] when not translated, so a Filipino reader gets the English. */
  groupTitleFil: z.string(),
  nameFil: z.string(),
  stepsFil: z.array(z.string()),
  /** A picture's path or https address, or ''. */
  imageUrl: z.string(),
  sort: int(),
});
export type ConsoleGuide = z.infer<typeof consoleGuideSchema>;
export const consoleGuideResponseSchema = envelopeSchema(consoleGuideSchema);

/** A channel as saved (kind: bank, ewallet, otc …). */
export const consoleChannelSavedSchema = z.object({
  id: int(),
  channelNumber: z.string(),
  name: z.string(),
  logoUrl: z.string(),
  kind: z.string(),
  sort: int(),
  isActive: z.boolean(),
});
export type ConsoleChannelSaved = z.infer<typeof consoleChannelSavedSchema>;
export const consoleChannelSavedResponseSchema = envelopeSchema(consoleChannelSavedSchema);
export const consoleChannelSchema = consoleChannelSavedSchema.extend({ guides: z.array(consoleGuideSchema) });
export type ConsoleChannel = z.infer<typeof consoleChannelSchema>;
export const consoleChannelListResponseSchema = envelopeSchema(items(consoleChannelSchema));
export type ConsoleChannelList = z.infer<typeof consoleChannelListResponseSchema>['data'];

// ─── Bank form definitions ───

export const consoleBankFormItemViewSchema = z.object({
  id: int(),
  code: z.string(),
  title: z.string(),
  subtitle: z.string(),
  /** The title and placeholder in Filipino (decision 132); '' when not translated. */
  titleFil: z.string(),
  subtitleFil: z.string(),
  cate: z.enum(bankFormCates),
  inputType: z.enum(bankFormInputTypes),
  /** 0 for every card type, 1 bank account, 2 e-wallet. */
  cardTypeMi: int(),
  /** Shown only while this payout channel is chosen; null for always. */
  channelNumber: z.string().nullable(),
  options: z.array(z.object({ name: z.string(), type: z.string(), nameFil: z.string().optional() })),
  required: z.boolean(),
  minLength: int(),
  maxLength: int(),
  secret: z.boolean(),
  sort: int(),
});
export type ConsoleBankFormItem = z.infer<typeof consoleBankFormItemViewSchema>;
export const consoleBankFormListResponseSchema = envelopeSchema(items(consoleBankFormItemViewSchema));
export type ConsoleBankFormList = z.infer<typeof consoleBankFormListResponseSchema>['data'];
export const consoleBankFormItemResponseSchema = envelopeSchema(consoleBankFormItemViewSchema);

// ─── Complaint types ───

const complaintTypeFields = {
  id: int(),
  value: int(),
  /** Null for a top-level type; the value of its parent for a sub-type. */
  parentValue: int().nullable(),
  title: z.string(),
  /** The title in Filipino (decision 132); '' when not translated, so a Filipino reader gets the English. */
  titleFil: z.string(),
  sort: int(),
};
/** A complaint type as saved (created or renamed). */
export const consoleComplaintTypeSavedSchema = z.object(complaintTypeFields);
export type ConsoleComplaintTypeSaved = z.infer<typeof consoleComplaintTypeSavedSchema>;
export const consoleComplaintTypeSavedResponseSchema = envelopeSchema(consoleComplaintTypeSavedSchema);
/** A sub-type: the tree has two levels, so its children are always empty. */
export const consoleComplaintSubTypeSchema = z.object({
  ...complaintTypeFields,
  /** Complaints filed under this type; a type in use cannot be deleted. */
  complaintCount: int(),
  children: z.array(z.never()),
});
export const consoleComplaintTypeSchema = consoleComplaintSubTypeSchema.extend({
  children: z.array(consoleComplaintSubTypeSchema),
});
/** A top-level type with its sub-types; a sub-type is one too, with no children. */
export type ConsoleComplaintType = z.infer<typeof consoleComplaintTypeSchema>;
export type ConsoleComplaintSubType = z.infer<typeof consoleComplaintSubTypeSchema>;
export const consoleComplaintTypeListResponseSchema = envelopeSchema(items(consoleComplaintTypeSchema));
export type ConsoleComplaintTypeList = z.infer<typeof consoleComplaintTypeListResponseSchema>['data'];

// ─── Contact info ───

export const consoleContactInfoViewSchema = z.object({
  email: z.string(),
  messagingAccount: z.string(),
  telephone: z.string(),
  updatedAt: z.string(),
});
export type ConsoleContactInfo = z.infer<typeof consoleContactInfoViewSchema>;
/** Null before anyone saved the contacts. */
export const consoleContactInfoResponseSchema = envelopeSchema(consoleContactInfoViewSchema.nullable());
export const consoleContactInfoSavedResponseSchema = envelopeSchema(consoleContactInfoViewSchema);
