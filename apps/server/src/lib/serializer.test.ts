import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { orderDetailsResponseSchema } from '@lendwell/contracts';
import { readsAlike, serializerCompiler } from './serializer.js';

/** The serializer as production builds it (the tests' extra checks are off while VITEST is unset). */
function productionSerializer(schema: z.ZodType) {
  const saved = process.env.VITEST;
  delete process.env.VITEST;
  try {
    return serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });
  } finally {
    process.env.VITEST = saved;
  }
}

describe('response serializer', () => {
  it('parses the schemas that read alike both ways and encodes the others', () => {
    expect(readsAlike(orderDetailsResponseSchema)).toBe(true);
    expect(readsAlike(z.object({ n: z.number().int().nullable().optional(), s: z.array(z.string()) }))).toBe(true);
    expect(readsAlike(z.object({ s: z.string().default('') }))).toBe(false);
    expect(readsAlike(z.object({ s: z.string().trim() }))).toBe(false);
    expect(readsAlike(z.object({ s: z.string().transform((v) => v.length) }))).toBe(false);
    expect(readsAlike(z.object({ s: z.preprocess((v) => v, z.string()) }))).toBe(false);
    expect(
      readsAlike(
        z.object({
          d: z.codec(z.iso.datetime(), z.date(), { decode: (s) => new Date(s), encode: (d) => d.toISOString() }),
        }),
      ),
    ).toBe(false);
    expect(readsAlike(z.union([z.object({ a: z.number() }), z.object({ b: z.string().catch('') })]))).toBe(false);
  });

  it('answers what zod encode answers, without the fields the schema does not name', () => {
    const schema = z.object({ code: z.number().int(), data: z.object({ b: z.string(), a: z.number().int() }) });
    const serialize = productionSerializer(schema);
    const answer = { data: { a: 1, secret: 'x', b: 'two' }, code: 0, extra: true };
    expect(serialize(answer)).toBe(JSON.stringify(z.encode(schema, answer)));
    expect(serialize(answer)).toBe('{"code":0,"data":{"b":"two","a":1}}');
  });

  it('refuses an answer the contract does not allow, as encode does', () => {
    const serialize = productionSerializer(z.object({ n: z.number().int() }));
    let error: unknown;
    try {
      serialize({ n: 1.5 });
    } catch (e) {
      error = e;
    }
    expect(isResponseSerializationError(error)).toBe(true);
  });
});
