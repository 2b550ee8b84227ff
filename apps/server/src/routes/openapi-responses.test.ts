// Every answer under /api/console and /api/admin is described in the OpenAPI document (decision 075):
// a route that declares no 200 schema, or whose envelope's data is unknown/any, fails here, so the next
// route cannot leave the console untyped. Downloads (CSV, and the CIC text file) answer a file, not an envelope,
// and are skipped.
import { describe, expect, it } from 'vitest';
import { build } from '../test/helper.js';

const app = await build();

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema> };
type Operation = { responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }> };

const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
  paths: Record<string, Record<string, Operation>>;
};

/** A schema that says nothing: no type, no properties, no alternatives (what z.unknown() and z.any() become). */
const saysNothing = (schema: JsonSchema | undefined) =>
  !schema ||
  !['type', 'properties', 'anyOf', 'oneOf', 'allOf', 'items', '$ref', 'enum', 'const'].some((k) => k in schema);

/** Console and admin operations whose 200 answer is missing or whose data says nothing, as `METHOD /path`. */
function undescribed(): string[] {
  const out: string[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    if (!/^\/api\/(console|admin)\//.test(path) || /[./](csv|txt)$/.test(path)) continue;
    for (const [method, operation] of Object.entries(operations)) {
      // A route that only ever proposes (decision 106) answers 202 with the proposal instead of 200.
      const answer = operation.responses?.['200'] ?? operation.responses?.['202'];
      const schema = answer?.content?.['application/json']?.schema;
      if (saysNothing(schema?.properties?.data)) out.push(`${method.toUpperCase()} ${path}`);
    }
  }
  return out;
}

describe('the OpenAPI document', () => {
  // The list of routes not yet described (2026-11-23: 73) reached nil on 2026-11-26; from now on every
  // console and admin route declares what it answers (decision 075).
  it('describes the answer of every console and admin route', () => {
    expect(undescribed()).toEqual([]);
  });
});
