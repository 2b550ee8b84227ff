// The response serializer. fastify-type-provider-zod encodes every answer through its route's response schema,
// and a zod object drops the fields it does not name: a schema that forgot a field would silently take data
// away from the console. Under the tests (VITEST is set) this serializer refuses such an answer instead, so
// every route test also checks that its schema names all the handler returns (issue 21, point 5).
import { createSerializerCompiler } from 'fastify-type-provider-zod';

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

type CompilerInput = Parameters<typeof encode>[0];

export const serializerCompiler = (input: CompilerInput) => {
  const serialize = encode(input);
  if (!process.env.VITEST) return serialize;
  return (data: unknown) => {
    const text = serialize(data);
    const dropped = droppedFields(JSON.parse(JSON.stringify(data ?? null)) as unknown, JSON.parse(text) as unknown);
    if (dropped.length > 0) {
      throw new Error(`${input.method} ${input.url}: the response schema drops ${dropped.slice(0, 5).join(', ')}`);
    }
    return text;
  };
};
