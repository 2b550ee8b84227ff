// The response serializer. fastify-type-provider-zod encodes every answer through its route's response schema,
// and a zod object drops the fields it does not name: a schema that forgot a field would silently take data
// away from the console. Under the tests (VITEST is set) this serializer refuses such an answer instead, so
// every route test also checks that its schema names all the handler returns (decision 075).
//
// A schema that reads the same both ways (no transform, pipe, codec, default, catch…: `readsAlike`) is checked
// with zod's parse instead of its encode (decision 091): both validate the whole answer, drop what the
// schema does not name and answer the same value, but an encode parses each checked value twice (once without
// its checks, then again after them), which made the loan page's answer cost about twice a parse.
import { createSerializerCompiler, ResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

const encode = createSerializerCompiler({});

/** The paths of `sent` (as JSON would carry it) that `kept` lacks, e.g. `data.items[0].phone`. */
export function droppedFields(sent: unknown, kept: unknown, at = ''): string[] {
  if (Array.isArray(sent)) {
    if (!Array.isArray(kept)) return [];
    return sent.flatMap((item, i) => droppedFields(item, kept[i], `${at}[${i}]`));
  }
  if (sent === null || typeof sent !== 'object') return [];
  if (kept === null || typeof kept !== 'object') return [];
  const out: string[] = [];
  for (const [key, value] of Object.entries(sent as Record<string, unknown>)) {
    if (value === undefined) continue;
    const path = at ? `${at}.${key}` : key;
    if (!(key in kept)) out.push(path);
    else out.push(...droppedFields(value, (kept as Record<string, unknown>)[key], path));
  }
  return out;
}

/** Kinds whose encode differs from their parse (or that cannot be walked once): a schema holding one is encoded. */
const TWO_WAY = new Set([
  'transform',
  'pipe',
  'default',
  'prefault',
  'catch',
  'success',
  'lazy',
  'promise',
  'function',
]);

type Def = {
  type: string;
  checks?: { _zod: { def: { check: string } } }[];
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
};

/**
 * Whether zod's parse and encode of `schema` answer alike for any value: true when nothing in it transforms,
 * pipes, fills a default or catches, and no check rewrites the value (trim and friends). Unknown kinds count as not.
 */
export function readsAlike(schema: z.ZodType, seen = new Set<z.ZodType>()): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  if (TWO_WAY.has(def.type)) return false;
  if (def.checks?.some((check) => check._zod.def.check === 'overwrite')) return false;
  const children: (z.ZodType | null | undefined)[] = [
    ...Object.values(def.shape ?? {}),
    def.catchall,
    def.element,
    def.innerType,
    ...(def.options ?? []),
    def.left,
    def.right,
    def.keyType,
    def.valueType,
    ...(def.items ?? []),
    def.rest,
  ];
  return children.every((child) => !child || readsAlike(child, seen));
}

type CompilerInput = Parameters<typeof encode>[0];

/** The route's serializer: zod's parse where the schema reads alike both ways, its encode otherwise. */
function compile(input: CompilerInput): (data: unknown) => string {
  const schema = input.schema;
  if (!(schema instanceof $ZodType) || !readsAlike(schema as z.ZodType)) return encode(input);
  const { method, url } = input;
  return (data: unknown) => {
    const result = (schema as z.ZodType).safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
}

export const serializerCompiler = (input: CompilerInput) => {
  const serialize = compile(input);
  if (!process.env.VITEST) return serialize;
  const encoded = encode(input);
  return (data: unknown) => {
    const text = serialize(data);
    const dropped = droppedFields(JSON.parse(JSON.stringify(data ?? null)) as unknown, JSON.parse(text) as unknown);
    if (dropped.length > 0) {
      throw new Error(`${input.method} ${input.url}: the response schema drops ${dropped.slice(0, 5).join(', ')}`);
    }
    // Both ways must answer alike (decision 091): every route test checks it on the answers it sees.
    if (encoded(data) !== text) throw new Error(`${input.method} ${input.url}: parse and encode answer differently`);
    return text;
  };
};
