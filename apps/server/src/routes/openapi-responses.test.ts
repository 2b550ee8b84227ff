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
  'GET /api/admin/complaints',
  'GET /api/admin/orders/{orderNo}',
  'POST /api/admin/orders/{orderNo}/payments',
  'GET /api/console/agreement-templates',
  'POST /api/console/agreement-templates/{position}',
  'POST /api/console/agreement-templates/{position}/preview',
  'GET /api/console/agreement-templates/{position}/versions',
  'GET /api/console/config/bank-form',
  'POST /api/console/config/bank-form',
  'POST /api/console/config/bank-form/{id}',
  'POST /api/console/config/bank-form/{id}/delete',
  'GET /api/console/config/channels',
  'POST /api/console/config/channels/{id}',
  'POST /api/console/config/channels/{id}/guides',
  'POST /api/console/config/channels/{id}/guides/{guideId}',
  'GET /api/console/config/complaint-types',
  'POST /api/console/config/complaint-types',
  'POST /api/console/config/complaint-types/{id}',
  'POST /api/console/config/complaint-types/{id}/delete',
  'GET /api/console/config/contact-info',
  'POST /api/console/config/contact-info',
  'POST /api/console/config/guides/{id}/delete',
  'GET /api/console/config/products',
  'POST /api/console/config/products/{id}',
  'POST /api/console/config/products/{id}/active',
  'GET /api/console/events/counts',
  'GET /api/console/orders/{orderNo}',
  'GET /api/console/orders/{orderNo}/borrower',
  'POST /api/console/orders/{orderNo}/reversals',
  'GET /api/console/promotion/settings',
  'POST /api/console/promotion/settings',
  'GET /api/console/promotion/templates',
  'POST /api/console/promotion/templates',
  'POST /api/console/promotion/templates/{id}',
  'POST /api/console/promotion/templates/{id}/active',
  'GET /api/console/utr-reports',
  'POST /api/console/utr-reports/{id}/match',
  'POST /api/console/utr-reports/{id}/reject',
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
