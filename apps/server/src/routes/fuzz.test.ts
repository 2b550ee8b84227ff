// The fuzz suite: every operation of the OpenAPI document (/api/docs/json, generated from packages/contracts)
// is called with at least 20 bad inputs — missing, wrong type, arrays, booleans, null, empty, NUL and other
// control characters, huge strings, non-finite numbers, malformed JSON and percent-escapes, deep nesting —
// with a real borrower, staff or operator session so the inputs reach the validators. It passes when nothing
// answers 5xx, the app keeps serving, and every 400 refusal names the field (decision 004: "field: message", in `detail` since decision 051) and
// tells people a sentence.
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { borrowerSession, build, TEST_ADMIN_TOKEN } from '../test/helper.js';
import { loginAs, type Staff } from '../test/console-helper.js';

const app = await build();

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  items?: JsonSchema;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  format?: string;
  pattern?: string;
};
type Parameter = { name: string; in: 'query' | 'path' | 'header'; schema?: JsonSchema; required?: boolean };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, unknown>[];
};
type Case = {
  name: string;
  url: string;
  payload?: string | Buffer;
  headers?: Record<string, string>;
  /** The field the case aims at, when it aims at one. */
  field?: string;
  /** An id out of its column's range: refused naming the field (400) or not found (404), decision 101. */
  outOfRangeId?: boolean;
};

const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
  paths: Record<string, Record<string, Operation>>;
};

/** A plausible value for a schema, so that a mutated field is the only thing wrong with the request. */
function sample(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return 'x';
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const alt = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (alt?.length) return sample(alt.find((s) => s.type !== 'null') ?? alt[0], name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(schema.properties ?? {})) out[key] = sample(value, key);
      return out;
    }
    default: {
      // A valid base request: a field the contract types as a date gets one, so a refusal names the fuzzed field.
      if (schema.format === 'date') return '2026-01-05';
      if (schema.format === 'date-time') return '2026-01-05T00:00:00.000Z';
      if (/phone|mobile/i.test(name)) return '09170000001';
      if (/email/i.test(name)) return 'nobody@example.com';
      // A code of n digits (an SMS code): digits, so the refusal is the fuzzed field's, not the code's.
      const digits = /^\^\\d\{(\d+)\}\$$/.exec(schema.pattern ?? '');
      if (digits) return '1'.repeat(Number(digits[1]));
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    }
  }
}

/** Path parameters point at objects that do not exist, so a valid request never changes real data. */
const pathValue = (p: Parameter) =>
  /id|position/i.test(p.name) ? (p.name === 'position' ? '1' : '999999') : 'LWNOPE1';

const HUGE = 'x'.repeat(50_000);
const DEEP = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
const DEEP_ARRAY = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
/** Bad values a single field receives (JSON bodies). */
const FIELD_VALUES: [string, unknown][] = [
  ['null', null],
  ['an array', [1]],
  ['an array of strings', ['1', '2']],
  ['true', true],
  ['false', false],
  ['empty', ''],
  ['NUL', '\u0000'],
  ['NUL inside', 'a\u0000b'],
  ['control characters', '\u0007\u001b[2J\u0008'],
  ['a huge string', HUGE],
  ['a huge number', 1e308],
  ['1e999 as text', '1e999'],
  ['Infinity as text', 'Infinity'],
  ['NaN as text', 'NaN'],
  ['negative', -1],
  ['a fraction', 1.5],
  ['an object', { $gt: 1 }],
  ['a percent-escape', '%zz%00'],
  ['a nested object', { a: { b: { c: [null] } } }],
];
/** Ids past PostgreSQL's integer (and bigint-as-number) range, and below 1 (decision 101). */
const OUT_OF_RANGE_IDS = ['2147483648', '99999999999', '1e20', '-1', '0'] as const;
/** A field or parameter that names a row: id, orderId, product_id; not device, session or captcha ids (text). */
const isIdName = (name: string) =>
  /^(id|\w*Id|\w*_id)$/.test(name) && !/device|session|txn|request|^sid$|^positionId$/i.test(name);
/** The spec's links send `0` for "no order" and "no product" on these two; the contracts read it as absent. */
const ZERO_READS_AS_ABSENT = new Set(['/api/v3/contract/contract-jump orderId', '/api/service/event/save productId']);
/** The column's maximum the contract states (integer 2147483647, bigint 2^53 - 1), found through anyOf. */
function maximumOf(schema: JsonSchema | undefined): number {
  if (!schema) return 2_147_483_647;
  if (schema.maximum !== undefined) return schema.maximum;
  const alt = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  return alt?.length ? Math.min(...alt.map(maximumOf)) : 2_147_483_647;
}
/** The values of OUT_OF_RANGE_IDS that are out of this id's range, skipping what reads as absent. */
function outOfRange(path: string, name: string, schema: JsonSchema | undefined): readonly string[] {
  const max = maximumOf(schema);
  return OUT_OF_RANGE_IDS.filter(
    (value) =>
      (Number(value) < 1 || Number(value) > max) && !(value === '0' && ZERO_READS_AS_ABSENT.has(`${path} ${name}`)),
  );
}
const isText = (schema: JsonSchema | undefined) => {
  const type = Array.isArray(schema?.type) ? schema.type : [schema?.type];
  return type.includes('string') && !type.includes('number') && !type.includes('integer');
};
/** Bad values a query parameter receives, already percent-encoded. */
const QUERY_VALUES: [string, string][] = [
  ['empty', ''],
  ['NUL', '%00'],
  ['control characters', '%07%1B'],
  ['malformed escape', '%zz'],
  ['truncated escape', '%E0%A4%A'],
  ['Infinity', 'Infinity'],
  ['1e308', '1e308'],
  ['a fraction', '1.5'],
  ['a huge string', 'y'.repeat(20_000)],
  ['true', 'true'],
];

/**
 * The values one field or parameter receives: the first `core` of the list always, then one more that rotates
 * with the field's position, so the fields of an operation share the whole list between them while the suite
 * stays fast. The first field of an operation gets the whole list.
 */
function spread<T>(values: readonly T[], index: number, core: number): readonly T[] {
  if (index === 0) return values;
  const rest = values.length - core;
  return values.filter((_v, j) => j < core || (j - core) % rest === index % rest);
}

function casesFor(method: string, path: string, op: Operation): Case[] {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const fill = (overrides: Record<string, string> = {}) =>
    path.replace(/\{(\w+)\}/g, (_m, name: string) => {
      const p = pathParams.find((x) => x.name === name)!;
      return overrides[name] ?? pathValue(p);
    });
  const baseQuery = queryParams
    .filter((p) => p.required)
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(String(sample(p.schema, p.name)))}`);
  const withQuery = (url: string, extra: string[] = []) => {
    const all = [...baseQuery, ...extra];
    return all.length ? `${url}?${all.join('&')}` : url;
  };
  const url = withQuery(fill());
  const cases: Case[] = [];

  // The URL itself.
  cases.push({ name: 'malformed percent-escape in a parameter name', url: withQuery(fill(), ['%zz=1']) });
  cases.push({ name: 'NUL in a parameter name', url: withQuery(fill(), ['%00=1']) });
  cases.push({ name: 'unknown parameter with control characters', url: withQuery(fill(), ['junk=%00%07']) });
  // Parameters every borrower call may carry (spec section 3), odd query shapes and headers, on every operation.
  const queryCase = ([label, extra]: readonly [string, string]): Case => ({
    name: `query ${label}`,
    url: withQuery(fill(), [extra]),
    field: label.split(' ')[0],
  });
  const generic: Case[] = [
    ...(
      [
        ['productId NUL', 'productId=%00'],
        ['productId 1e308', 'productId=1e308'],
        ['productId Infinity', 'productId=Infinity'],
        ['deviceId huge', `deviceId=${'d'.repeat(20_000)}`],
        ['a repeated parameter', 'a=1&a=2&a=3'],
        ['a truncated UTF-8 escape', 'x=%F0%9F'],
      ] as const
    ).map(queryCase),
    { name: 'a huge bearer token', url, headers: { authorization: `Bearer ${'t'.repeat(10_000)}` } },
    { name: 'a malformed cookie', url, headers: { cookie: 'lw_staff=%zz; ;;=; lw_staff' } },
    { name: 'a bogus content type on a body', url, payload: '\u0000', headers: { 'content-type': 'a/b; x=%zz' } },
  ];
  // More of the same kinds, for operations with few fields of their own, so that each gets at least 20.
  const padding: Case[] = [
    ...(
      [
        ['productId a fraction', 'productId=1.5'],
        ['sessionId NUL', 'sessionId=%00'],
        ['deviceId malformed escape', 'deviceId=%zz'],
        ['a bracketed parameter', 'x[y][z]=1&x[y]=2'],
        ['empty names and values', '=&&&=1'],
        ['a long escaped query', `x=${'%41'.repeat(10_000)}`],
      ] as const
    ).map(queryCase),
    { name: 'an odd accept-encoding', url, headers: { 'accept-encoding': 'br;q=NaN, gzip;q=-1, *;q=1e999' } },
    { name: 'a garbage forwarded-for', url, headers: { 'x-forwarded-for': '%zz, ::ffff:999.1.1.1, , x' } },
    { name: 'a huge unknown header', url, headers: { 'x-junk': 'j'.repeat(16_000) } },
  ];
  cases.push(...generic);
  for (const p of pathParams) {
    for (const [label, value] of [
      ['NUL', '%00'],
      ['malformed escape', '%zz'],
      ['1e308', '1e308'],
      ['negative', '-1'],
      ['text', 'abc'],
      ['huge', 'z'.repeat(5000)],
    ] as const)
      cases.push({ name: `path ${p.name} ${label}`, url: withQuery(fill({ [p.name]: value })), field: p.name });
    if (isIdName(p.name) && !isText(p.schema))
      for (const value of outOfRange(path, p.name, p.schema))
        cases.push({
          name: `path ${p.name} ${value}`,
          url: withQuery(fill({ [p.name]: value })),
          field: p.name,
          outOfRangeId: true,
        });
  }
  for (const [index, p] of queryParams.entries()) {
    const others = baseQuery.filter((q) => !q.startsWith(`${encodeURIComponent(p.name)}=`));
    for (const [label, value] of spread(QUERY_VALUES, index + 1, 2))
      cases.push({
        name: `query ${p.name} ${label}`,
        url: `${fill()}?${[...others, `${encodeURIComponent(p.name)}=${value}`].join('&')}`,
        field: p.name,
      });
    if (isIdName(p.name) && !isText(p.schema))
      for (const value of outOfRange(path, p.name, p.schema))
        cases.push({
          name: `query ${p.name} ${value}`,
          url: `${fill()}?${[...others, `${encodeURIComponent(p.name)}=${value}`].join('&')}`,
          field: p.name,
          outOfRangeId: true,
        });
    cases.push({
      name: `query ${p.name} repeated (an array)`,
      url: `${fill()}?${[...others, `${p.name}=1`, `${p.name}=2`].join('&')}`,
      field: p.name,
    });
  }

  if (method === 'get' || method === 'delete') return padded(cases, padding);
  const content = op.requestBody?.content ?? {};
  const json = { 'content-type': 'application/json' };

  // The body as a whole.
  cases.push({ name: 'no body', url });
  cases.push({ name: 'JSON null', url, payload: 'null', headers: json });
  cases.push({ name: 'malformed JSON', url, payload: '{"a":', headers: json });
  cases.push({ name: 'JSON with a bad escape', url, payload: '{"a":"\\x"}', headers: json });
  cases.push({ name: 'a JSON array', url, payload: '[1,2]', headers: json });
  cases.push({ name: 'a JSON string', url, payload: '"x"', headers: json });
  cases.push({ name: 'deeply nested JSON', url, payload: DEEP, headers: json });
  cases.push({ name: 'deeply nested JSON array', url, payload: DEEP_ARRAY, headers: json });
  cases.push({ name: 'a body over the size limit', url, payload: `{"a":"${'x'.repeat(1_100_000)}"}`, headers: json });
  cases.push({ name: 'an unknown content type', url, payload: 'a=1', headers: { 'content-type': 'text/plain' } });
  cases.push({
    name: 'a malformed form body',
    url,
    payload: '%zz=%00&a[=1&&=',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  cases.push({
    name: 'a multipart body with no boundary',
    url,
    payload: 'garbage',
    headers: { 'content-type': 'multipart/form-data' },
  });
  cases.push({
    name: 'a truncated multipart body',
    url,
    payload: '------b\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n\u0000\u0001',
    headers: { 'content-type': 'multipart/form-data; boundary=----b' },
  });
  cases.push({ name: '__proto__ pollution', url, payload: '{"__proto__":{"x":1},"constructor":{}}', headers: json });

  // Each field of a JSON body.
  const schema = content['application/json']?.schema;
  const base = (sample(schema) ?? {}) as Record<string, unknown>;
  const fields = Object.keys(schema?.properties ?? {});
  for (const [index, field] of fields.entries()) {
    for (const [label, value] of spread(FIELD_VALUES, index, 4))
      cases.push({
        name: `field ${field} ${label}`,
        url,
        payload: JSON.stringify({ ...base, [field]: value }),
        headers: json,
        field,
      });
    if (isIdName(field) && !isText(schema?.properties?.[field]))
      for (const value of outOfRange(path, field, schema?.properties?.[field])) {
        // As a JSON number and as the string a form body carries.
        cases.push({
          name: `field ${field} ${value}`,
          url,
          payload: JSON.stringify({ ...base, [field]: Number(value) }),
          headers: json,
          field,
          outOfRangeId: true,
        });
        cases.push({
          name: `form field ${field} ${value}`,
          url,
          payload: new URLSearchParams({ ...stringsOf(base), [field]: value }).toString(),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          field,
          outOfRangeId: true,
        });
      }
    cases.push({
      name: `field ${field} missing`,
      url,
      payload: JSON.stringify({ ...base, [field]: undefined }),
      headers: json,
      field,
    });
    // The same field as a form would send it.
    cases.push({
      name: `form field ${field} NUL`,
      url,
      payload: `${encodeURIComponent(field)}=%00`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      field,
    });
    cases.push({
      name: `form field ${field} repeated`,
      url,
      payload: `${encodeURIComponent(field)}=1&${encodeURIComponent(field)}=2`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      field,
    });
  }
  return padded(cases, padding);
}

/** A sample body as a form sends it: every value as text. */
const stringsOf = (body: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(body)
      .filter(([, v]) => v !== null && typeof v !== 'object')
      .map(([k, v]) => [k, String(v)]),
  );

/** Tops a short list of cases up to 20 from the padding. */
function padded(cases: Case[], padding: Case[]): Case[] {
  return cases.length >= 20 ? cases : [...cases, ...padding.slice(0, 20 - cases.length)];
}

/**
 * A 400 must say which field is wrong: "field: message" (decision 004), where the field is its name, or on the
 * server-driven bank form the label the borrower reads ("Transfer by: is required").
 */
const NAMES_A_FIELD = /^[A-Za-z_][\w .[\]-]{0,59}: \S/;
/** A message a person reads never opens with a request field's path ('orderId: …', 'clauses.2.heading: …'). */
const FIELD_PATH_FIRST = /^[a-z_][\w.[\]]*: /;

type Session = { borrower: string; staff: Staff };

function authHeaders(path: string, op: Operation, session: Session): Record<string, string> {
  if (path.startsWith('/api/admin')) return { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
  if (path.startsWith('/api/console')) return { cookie: session.staff.cookie, 'x-csrf-token': session.staff.csrf };
  if (op.security?.some((s) => 'session' in s)) return { authorization: `Bearer ${session.borrower}` };
  return {};
}

/** Operations that end the session they are called with get a session of their own. */
const ENDS_SESSION = new Set(['/api/auth/logout', '/api/auth/logout-all', '/api/console/logout']);

async function newSession(phone: string): Promise<Session> {
  const { sessionId } = await borrowerSession(app, phone);
  return { borrower: sessionId, staff: await loginAs(app, 'admin') };
}

const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({ method, path, op })),
);

/**
 * A refused input: a 400, or on the spec client's routes a 200 envelope with code 1001 (decision 118).
 * Other 200s (documents, pictures) are not read.
 */
function refusedInput(res: { statusCode: number; headers: Record<string, unknown>; body: string }): boolean {
  if (res.statusCode === 400) return true;
  if (res.statusCode !== 200 || !String(res.headers['content-type'] ?? '').includes('json')) return false;
  try {
    return (JSON.parse(res.body) as { code?: unknown }).code === 1001;
  } catch {
    return false;
  }
}

describe('fuzz: every operation of the OpenAPI document', () => {
  it('finds the operations', () => {
    expect(operations.length).toBeGreaterThan(100);
  });

  it('answers every bad input without a 5xx, keeps serving, and names the field of every 400', async () => {
    const shared = await newSession('09170000001');
    const failures: string[] = [];
    let requests = 0;
    let idCases = 0;
    for (const { method, path, op } of operations) {
      const session = ENDS_SESSION.has(path) ? await newSession('09170000002') : shared;
      const cases = casesFor(method, path, op);
      expect(cases.length, `${method} ${path}`).toBeGreaterThanOrEqual(20);
      for (const c of cases) {
        requests += 1;
        let res;
        try {
          res = await app.inject({
            method: method.toUpperCase() as 'GET',
            url: c.url,
            headers: { ...authHeaders(path, op, session), ...c.headers },
            ...(c.payload !== undefined ? { payload: c.payload } : {}),
          });
        } catch (error) {
          failures.push(`${method.toUpperCase()} ${path} [${c.name}] threw ${String(error)}`);
          continue;
        }
        const where = `${method.toUpperCase()} ${path} [${c.name}] → ${res.statusCode} ${res.body.slice(0, 160)}`;
        if (res.statusCode >= 500) {
          failures.push(where);
          continue;
        }
        if (c.outOfRangeId) {
          idCases += 1;
          // Refused naming the field, or not found; limits may answer first on the endpoints that send codes.
          const envelope = res.json() as { field?: unknown };
          const refused = refusedInput(res) && envelope.field === c.field;
          if (!refused && res.statusCode !== 404 && res.statusCode !== 429)
            failures.push(`${where} (an id out of range)`);
        }
        if (refusedInput(res)) {
          let envelope: { message?: unknown; detail?: unknown };
          try {
            envelope = res.json() as { message?: unknown; detail?: unknown };
          } catch {
            failures.push(`${where} (not an envelope)`);
            continue;
          }
          // Integrators read the field in `detail`; people read `message`, which never starts with a field path.
          if (!NAMES_A_FIELD.test(String(envelope.detail ?? ''))) failures.push(`${where} (does not name the field)`);
          if (FIELD_PATH_FIRST.test(String(envelope.message ?? ''))) failures.push(`${where} (shows a field path)`);
        }
      }
    }
    // The process is alive and still answers.
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    // FUZZ_REPORT=/path writes every failure, for reading more than the first forty.
    if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, `${requests} requests\n${failures.join('\n')}`);
    expect(requests).toBeGreaterThan(operations.length * 20);
    expect(idCases).toBeGreaterThan(100);
    expect(failures, failures.slice(0, 40).join('\n')).toEqual([]);
  }, 600_000);
});
