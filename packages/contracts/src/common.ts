// Shared shapes every area uses: the response envelope, codes and the session params a host puts in the page URL.
import { z } from 'zod';
import { normalizePhMobile, REFUSAL_REASONS } from './constants.js';

export * from './constants.js';

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    code: z.union([z.number().int(), z.string()]),
    message: z.string(),
    data,
  });

export type Envelope<T> = { code: number | string; message: string; data: T };

/** A refusal: `message` is a sentence a person reads; the optional parts are for integrators (decision 051). */
export const errorEnvelopeSchema = z.object({
  code: z.union([z.number().int(), z.string()]),
  message: z.string(),
  data: z.null(),
  field: z.string().optional(),
  detail: z.string().optional(),
  reason: z.enum(REFUSAL_REASONS).optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/*
 * One parsing rule for the whole API. Query strings and form bodies carry text, JSON carries numbers, and zod's
 * own coercion (Number(value)) reads [500] as 500, true as 1, null as 0 and '' as 0. Instead:
 * - an empty or blank value, and null, mean the field is absent (so an optional field takes its default and a
 *   required one answers "is required");
 * - a number is read only from a JSON number or a plain decimal numeral;
 * - arrays, booleans, objects and non-finite numbers (Infinity, NaN, 1e999) are refused as "must be a number".
 */
const DECIMAL_NUMERAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** The single reading of a numeric input; anything it cannot read is passed on for the schema to refuse. */
export function readNumericInput(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return undefined;
    if (!DECIMAL_NUMERAL.test(text)) return value;
    const parsed = Number(text);
    return Number.isFinite(parsed) ? parsed : value;
  }
  return value;
}

/** An empty or blank text value, or null, reads as absent; everything else is left as it came. */
export function readBlankAsAbsent(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  return value;
}

/**
 * A numeric field under the API's parsing rule: `numeric(z.number({ error: 'must be a number' }).int())`.
 * Put `.optional()` or `.default(n)` inside the inner schema so an empty value takes it.
 */
export const numeric = <T extends z.ZodType>(schema: T) => z.preprocess(readNumericInput, schema);

/** An optional numeric field: absent, empty, blank or null all read as absent, in JSON as in forms. */
export const optionalNumeric = <T extends z.ZodType>(schema: T) => numeric(schema.optional()).optional();

/** A text field whose empty value means absent (optional filters and form fields). */
export const optionalText = <T extends z.ZodType>(schema: T) => z.preprocess(readBlankAsAbsent, schema.optional());

/** Drops the empty fields of a query string, so `?orderId=` reads exactly as no orderId at all. */
export function dropBlankFields(query: unknown): unknown {
  if (query === null || typeof query !== 'object' || Array.isArray(query)) return query;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (readBlankAsAbsent(value) !== undefined) out[key] = value;
  }
  return out;
}

/** The largest value of PostgreSQL's `integer` (serial) column, which most ids are. */
export const ID_MAX = 2_147_483_647;
/** The largest `bigint` id read as a JavaScript number (the identity columns, drizzle mode 'number'). */
export const BIG_ID_MAX = Number.MAX_SAFE_INTEGER;

/**
 * The one id rule (decision 101): a whole number from 1 to its column's maximum, arriving as a number or a
 * numeric string (form bodies and paths carry strings); anything else is refused naming the field, so an id
 * out of the column's range never reaches the database as an error.
 */
const idUpTo = (max: number) =>
  z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .positive('must be positive')
    .max(max, 'is too large');
/** An id of an `integer` column. */
export const idSchema = numeric(idUpTo(ID_MAX));
/** An optional id: empty and null read as absent. */
export const optionalIdSchema = optionalNumeric(idUpTo(ID_MAX));
/** An id of a `bigint` identity column (audit log, settlement exceptions, block list, consents). */
export const bigIdSchema = numeric(idUpTo(BIG_ID_MAX));
/** An optional id of a `bigint` column. */
export const optionalBigIdSchema = optionalNumeric(idUpTo(BIG_ID_MAX));

/** product_id is the spec's alias of productId; both spellings are accepted and productId wins. */
export const productIdParamSchema = z
  .object({ productId: optionalIdSchema, product_id: optionalIdSchema })
  .transform(({ productId, product_id }) => ({ productId: productId ?? product_id }));

export const phMobileSchema = z
  .string({ error: 'is required' })
  .trim()
  .transform((value, ctx) => {
    const normalized = normalizePhMobile(value);
    if (normalized === null) {
      ctx.addIssue({ code: 'custom', message: 'must be a Philippine mobile number like 09171234567' });
      return z.NEVER;
    }
    return normalized;
  });

/** A body whose fields are all optional: an empty POST (no body at all) parses as {}. */
export const optionalBody = <T extends z.ZodType>(schema: T) => z.preprocess((value) => value ?? {}, schema);
