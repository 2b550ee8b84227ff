// The console's Configuration section (/api/console/config, admin only; decision 023): products,
// payment channels and their instructions, the bank form, complaint types and contact info.
// Money in centavos, rates in basis points; the domain rules (validateProduct, the cap policy)
// run on the server after these shape checks and name the field too.
// What the routes answer is described in console/config.ts.
import { z } from 'zod';

const whole = (what: string) => z.number({ error: `must be a number of ${what}` }).int(`must be whole ${what}`);
const centsSchema = whole('centavos').min(0, 'must not be negative').max(1_000_000_000_000, 'is too large');
const bpsSchema = whole('basis points').min(0, 'must not be negative').max(10_000, 'must be at most 10000 bps (100%)');
const sortSchema = whole('positions').min(0, 'must not be negative').max(9_999, 'must be at most 9999');
const text = (max: number) =>
  z.string({ error: 'is required' }).trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

/** A picture the apps load: a path on this server (/brand/…) or an https address. */
const assetUrl = z
  .string({ error: 'is required' })
  .trim()
  .max(500, 'must be at most 500 characters')
  .refine(
    (v) => /^\/[^\s]*$/.test(v) || /^https:\/\/[^\s/]+\.[^\s]+$/.test(v),
    'must be a path like /brand/logo.svg or an https:// address',
  );

// ─── Products ───

export const consoleOverdueTierSchema = z.object({
  fromDay: whole('days').min(1, 'must be at least 1'),
  toDay: whole('days').min(1, 'must be at least 1').nullable(),
  monthlyRateBps: bpsSchema,
});

/** A product's editable terms. The code, the allocation order and the cap policy are not editable here. */
export const consoleProductSaveSchema = z.object({
  name: text(60),
  logoUrl: assetUrl,
  minAmountCents: centsSchema,
  maxAmountCents: centsSchema,
  amountStepCents: centsSchema,
  defaultAmountCents: centsSchema,
  periods: whole('installments').min(1, 'must be 1 to 52').max(52, 'must be 1 to 52'),
  periodDays: whole('days').min(1, 'must be 1 to 365').max(365, 'must be 1 to 365'),
  monthlyInterestRateBps: bpsSchema,
  serviceFeeBps: bpsSchema,
  feeTiming: z.enum(['upfront', 'added'], { error: 'must be upfront or added' }),
  defaultPenaltyNewCents: centsSchema,
  defaultPenaltyRepeatCents: centsSchema,
  overdueTiers: z.array(consoleOverdueTierSchema).min(1, 'must have at least one tier').max(10, 'at most 10 tiers'),
  rolloverFeeBps: bpsSchema,
  dueSoonDays: whole('days').min(0, 'must be 0 to 30').max(30, 'must be 0 to 30'),
  tags: z.array(text(24)).max(5, 'at most 5 tags'),
  rangeDescription: z.string().trim().max(100, 'must be at most 100 characters'),
  /** The tags and range text in Filipino (decision 132); optional, so a saved version stays valid. */
  tagsFil: z.array(text(24)).max(5, 'at most 5 tags').default([]),
  rangeDescriptionFil: z.string().trim().max(100, 'must be at most 100 characters').default(''),
  recommended: z.boolean({ error: 'must be true or false' }),
});
export type ConsoleProductTerms = z.infer<typeof consoleProductSaveSchema>;
/** The terms and, when the save waits for a second person, the maker's reason (decision 123). */
export const consoleProductChangeSchema = consoleProductSaveSchema.extend({
  reason: z.string().trim().min(5, 'must be at least 5 characters').max(500).optional(),
});
export type ConsoleProductChange = z.input<typeof consoleProductChangeSchema>;

export const consoleActiveSchema = z.object({ isActive: z.boolean({ error: 'must be true or false' }) });

// ─── Payment channels and their instructions ───

export const consoleChannelSaveSchema = z.object({
  name: text(60),
  logoUrl: assetUrl,
  sort: sortSchema,
  isActive: z.boolean({ error: 'must be true or false' }),
});

export const consoleGuideSaveSchema = z
  .object({
    groupTitle: text(60),
    name: text(100),
    steps: z.array(text(300)).min(1, 'add at least one step').max(12, 'at most 12 steps'),
    /**
     * The Filipino beside the English (decision 132), optional so a saved configuration stays valid: a name and
     * steps both, or neither (a half-translated instruction would read in two languages).
     */
    groupTitleFil: z.string().trim().max(60, 'at most 60 characters').default(''),
    nameFil: z.string().trim().max(100, 'at most 100 characters').default(''),
    stepsFil: z.array(text(300)).max(12, 'at most 12 steps').default([]),
    imageUrl: z.union([z.literal(''), assetUrl]).default(''),
    sort: sortSchema,
  })
  .superRefine((guide, ctx) => {
    if (guide.nameFil !== '' && guide.stepsFil.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['stepsFil'],
        message: 'add the steps in Filipino, or clear the Filipino name',
      });
    if (guide.nameFil === '' && guide.stepsFil.length > 0)
      ctx.addIssue({ code: 'custom', path: ['nameFil'], message: 'is required with steps in Filipino' });
  });
export type ConsoleGuideInput = z.infer<typeof consoleGuideSaveSchema>;

// ─── Bank form definitions ───

export const bankFormCates = ['text', 'citySelect', 'day', 'enum'] as const;
export const bankFormInputTypes = ['text', 'number', 'bankCard', 'phone', 'channel'] as const;

export const consoleBankFormItemSchema = z
  .object({
    code: z
      .string({ error: 'is required' })
      .trim()
      .regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'must start with a letter and use letters, digits or _ (at most 40)'),
    title: text(60),
    subtitle: z.string().trim().max(100, 'must be at most 100 characters').default(''),
    /** The title and placeholder in Filipino (decision 132); optional, so saved items stay valid. */
    titleFil: z.string().trim().max(60, 'must be at most 60 characters').default(''),
    subtitleFil: z.string().trim().max(100, 'must be at most 100 characters').default(''),
    cate: z.enum(bankFormCates, { error: `must be one of ${bankFormCates.join(', ')}` }),
    inputType: z.enum(bankFormInputTypes, { error: `must be one of ${bankFormInputTypes.join(', ')}` }).default('text'),
    /** 0 shows the item for every card type (1 bank account, 2 e-wallet). */
    cardTypeMi: whole('card types').min(0, 'must be 0 (all), 1 or 2').max(2, 'must be 0 (all), 1 or 2'),
    /** Shown only while this payout channel is chosen; empty for always. */
    channelNumber: z
      .string()
      .trim()
      .max(20, 'must be at most 20 characters')
      .regex(/^[A-Za-z0-9]*$/, 'letters and digits only')
      .nullable()
      .default(null)
      .transform((v) => (v ? v : null)),
    options: z
      .array(
        z.object({
          name: text(100),
          type: text(40),
          /** The option's Filipino name; left out when it reads the same (a bank's name). */
          nameFil: z
            .string()
            .trim()
            .max(100, 'must be at most 100 characters')
            .optional()
            .transform((v) => v || undefined),
        }),
      )
      .max(200, 'at most 200 options')
      .default([]),
    required: z.boolean({ error: 'must be true or false' }).default(true),
    minLength: whole('characters').min(0, 'must be 0 to 64').max(64, 'must be 0 to 64').default(0),
    maxLength: whole('characters').min(1, 'must be 1 to 64').max(64, 'must be 1 to 64').default(64),
    secret: z.boolean({ error: 'must be true or false' }).default(false),
    sort: sortSchema.default(0),
  })
  .superRefine((item, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (item.cate === 'enum' && item.options.length === 0) issue('options', 'an enum item needs at least one option');
    if (item.cate !== 'enum' && item.options.length > 0) issue('options', 'only an enum item has options');
    const types = item.options.map((o) => o.type);
    if (new Set(types).size !== types.length) issue('options', 'each option needs its own type');
    if (item.minLength > item.maxLength) issue('minLength', 'must not be more than maxLength');
    if (item.secret && item.cate !== 'text') issue('secret', 'only a text item can be secret');
    if (item.inputType === 'channel' && item.cate !== 'enum')
      issue('inputType', 'channel is for the enum that picks the payout channel');
  });
export type ConsoleBankFormItemInput = z.infer<typeof consoleBankFormItemSchema>;

// ─── Complaint types ───

export const consoleComplaintTypeCreateSchema = z.object({
  /** Null for a top-level type; the value of its parent otherwise (only the collection type has sub-types). */
  parentValue: whole('values').positive('must be positive').nullable().default(null),
  /** Left out: the next free value at that level. */
  value: whole('values').positive('must be positive').max(9_999, 'must be at most 9999').optional(),
  title: text(60),
  /** The title in Filipino, beside the English (decision 132); optional, so saved types stay valid. */
  titleFil: z.string().trim().max(60, 'at most 60 characters').default(''),
  sort: sortSchema.default(0),
});
export const consoleComplaintTypeUpdateSchema = z.object({
  title: text(60),
  titleFil: z.string().trim().max(60, 'at most 60 characters').default(''),
  sort: sortSchema,
});

// ─── Contact info ───

export const consoleContactInfoSchema = z.object({
  email: z
    .string({ error: 'is required' })
    .trim()
    .max(200, 'must be at most 200 characters')
    .pipe(z.email('must be an email address')),
  /** The messaging account borrowers write to (Viber, WhatsApp, Messenger …). */
  messagingAccount: text(100),
  telephone: z
    .string({ error: 'is required' })
    .trim()
    .regex(/^\+?[\d\s()-]{7,24}$/, 'must be a phone number like 02 8888 1234 or +63 917 123 4567')
    .refine((v) => {
      const digits = v.replace(/\D/g, '').length;
      return digits >= 7 && digits <= 15;
    }, 'must have 7 to 15 digits'),
});
export type ConsoleContactInfoInput = z.infer<typeof consoleContactInfoSchema>;
