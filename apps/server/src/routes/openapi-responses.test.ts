// Every answer under /api/console and /api/admin is described in the OpenAPI document (issue 21, point 5):
// a route that declares no 200 schema, or whose envelope's data is unknown/any, fails here, so the next
// route cannot leave the console untyped. Downloads (CSV) answer a file, not an envelope, and are skipped.
import { describe, expect, it } from 'vitest';
import { build } from '../test/helper.js';

const app = await build();

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema> };
type Operation = { responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }> };

/**
 * Routes still answering with an unknown schema when this test was written (2026-11-23), to be given theirs.
 * The list only shrinks: the second test fails when a route here has been described, so it is taken off.
 */
const NOT_YET_DESCRIBED = [
  // Added the same day by work merged beside the schemas (write-offs, block list, consents, scripts, roll rates).
  'POST /api/console/books/chart/mappings/{account}',
  'GET /api/console/books/write-offs',
  'POST /api/console/books/write-offs',
  'GET /api/console/books/policy',
  'POST /api/console/books/policy',
  'GET /api/console/books/vintages',
  'GET /api/console/books/efficiency',
  'POST /api/console/credit/block-list/search',
  'POST /api/console/credit/block-list',
  'POST /api/console/credit/block-list/{id}/remove',
  'POST /api/console/collections/loans/{orderNo}/consents',
  'POST /api/console/collections/loans/{orderNo}/consents/{consentId}/revoke',
  'GET /api/console/collections/scripts',
  'GET /api/console/collections/scripts/{bucket}/versions',
  'POST /api/console/collections/scripts/preview',
  'POST /api/console/collections/scripts/{bucket}',
  'GET /api/console/collections/roll-rates',
  'POST /api/console/collections/assign-by-rule',
  'GET /api/console/collections/collectors',
  'GET /api/console/collections/figures',
  'GET /api/console/collections/loans/{orderNo}',
  'POST /api/console/collections/loans/{orderNo}/assign',
  'POST /api/console/collections/loans/{orderNo}/contacts',
  'POST /api/console/collections/loans/{orderNo}/promises',
  'GET /api/console/collections/queue',
  'POST /api/console/credit/back-test',
  'GET /api/console/credit/decisions/{orderNo}',
  'POST /api/console/credit/decisions/{orderNo}/override',
  'GET /api/console/credit/figures',
  'GET /api/console/credit/rule-sets',
  'POST /api/console/credit/rule-sets/draft',
  'POST /api/console/credit/rule-sets/draft/discard',
  'POST /api/console/credit/rule-sets/draft/publish',
  'POST /api/console/credit/rule-sets/validate',
  'GET /api/console/credit/rule-sets/{version}',
];

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
    if (!/^\/api\/(console|admin)\//.test(path) || /[./]csv$/.test(path)) continue;
    for (const [method, operation] of Object.entries(operations)) {
      const schema = operation.responses?.['200']?.content?.['application/json']?.schema;
      if (saysNothing(schema?.properties?.data)) out.push(`${method.toUpperCase()} ${path}`);
    }
  }
  return out;
}

describe('the OpenAPI document', () => {
  it('describes the answer of every console and admin route (but those not yet described)', () => {
    expect(undescribed().filter((route) => !NOT_YET_DESCRIBED.includes(route))).toEqual([]);
  });

  it('lists as not yet described only routes that still are', () => {
    const still = new Set(undescribed());
    expect(NOT_YET_DESCRIBED.filter((route) => !still.has(route))).toEqual([]);
  });
});
