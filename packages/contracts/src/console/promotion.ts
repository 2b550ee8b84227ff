// The answers of the console's promotion section (/api/console/promotion, decisions 021 and 024): the
// landing's templates with their funnel, a saved template, the mobile rule, and the event/save counts
// (/api/console/events/counts) shown beside them.
import { z } from 'zod';
import { envelopeSchema } from '../common.js';
import { eventCountRowSchema } from '../market.js';
import { channelTemplateSchema } from '../promotion.js';

const int = () => z.number().int();

/** A landing template as saved: what the landing shows (promotion.ts), and whether it takes registrations. */
export const consolePromotionTemplateSchema = channelTemplateSchema
  .pick({ id: true, name: true, headline: true, subtitle: true, downloadUrl: true })
  .extend({ headlineFil: z.string(), subtitleFil: z.string(), isActive: z.boolean() });
export type ConsolePromotionTemplate = z.infer<typeof consolePromotionTemplateSchema>;
export const consolePromotionTemplateResponseSchema = envelopeSchema(consolePromotionTemplateSchema);

/** A template with its funnel: visits → clicks → codes sent → registrations. */
export const promotionTemplateItemSchema = consolePromotionTemplateSchema.extend({
  createdAt: z.string(),
  visits: int(),
  clicks: int(),
  codesSent: int(),
  registrations: int(),
  /** registrations / visits in basis points (1234 = 12.34%), 0 without visits. */
  conversionBps: int(),
});
export type PromotionTemplateItem = z.infer<typeof promotionTemplateItemSchema>;
export const promotionTemplateListResponseSchema = envelopeSchema(
  z.object({ items: z.array(promotionTemplateItemSchema) }),
);
export type PromotionTemplateList = z.infer<typeof promotionTemplateListResponseSchema>['data'];

/** The landing's mobile rule (a RegExp source); isDefault until the lender saved one. */
export const promotionSettingsViewSchema = z.object({ mobilePattern: z.string(), isDefault: z.boolean() });
export type PromotionSettings = z.infer<typeof promotionSettingsViewSchema>;
export const promotionSettingsResponseSchema = envelopeSchema(promotionSettingsViewSchema);

/** Taps per module, position and product, with the names staff read. */
export const eventCountItemSchema = eventCountRowSchema.extend({
  moduleName: z.string(),
  /** Null for taps not on a product, or for a product no longer found. */
  productName: z.string().nullable(),
});
export type EventCountItem = z.infer<typeof eventCountItemSchema>;
export const consoleEventCountsResponseSchema = envelopeSchema(
  z.object({ items: z.array(eventCountItemSchema), total: int() }),
);
export type ConsoleEventCounts = z.infer<typeof consoleEventCountsResponseSchema>['data'];
