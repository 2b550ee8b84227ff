// Parse bombs are refused before they are built (decision 101): by the route's size limit, and by the shape of
// JSON and form text, with 413 and the envelope naming the body; ordinary bodies pass as before.
import { describe, expect, it } from 'vitest';
import { build } from '../test/helper.js';
import { BODY_LIMITS, formShapeRefusal, jsonShapeRefusal, SHAPE_LIMITS } from './body-limits.js';

const app = await build();

/** An object of `count` keys, as JSON text. */
const wideObject = (count: number) => `{${Array.from({ length: count }, (_, i) => `"k${i}":1`).join(',')}}`;
/** Arrays nested `depth` deep. */
const deepArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const longArray = (count: number) => `[${Array.from({ length: count }, () => '0').join(',')}]`;

const post = (url: string, payload: string, type = 'application/json') =>
  app.inject({ method: 'POST', url, payload, headers: { 'content-type': type } });

function expectBodyRefused(res: { statusCode: number; json: () => unknown }, detail: RegExp) {
  expect(res.statusCode).toBe(413);
  const body = res.json() as { code: number; data: unknown; field: string; detail: string; message: string };
  expect(body).toMatchObject({ data: null, field: 'body', reason: 'invalid-input' });
  expect(body.detail).toMatch(detail);
  expect(body.message).toMatch(/\./);
}

describe('the shape of JSON text', () => {
  it('passes what we accept and leaves bad JSON to the parser', () => {
    expect(jsonShapeRefusal('{"phone":"09171234567","deviceId":"d-1"}')).toBeNull();
    expect(jsonShapeRefusal(deepArrays(SHAPE_LIMITS.depth))).toBeNull();
    expect(jsonShapeRefusal(wideObject(SHAPE_LIMITS.keysPerObject))).toBeNull();
    expect(jsonShapeRefusal(longArray(SHAPE_LIMITS.itemsPerArray))).toBeNull();
    expect(jsonShapeRefusal('{"a":"unterminated')).toBeNull();
  });

  it('does not count brackets, commas or escaped quotes inside strings', () => {
    const text = JSON.stringify({ note: `${'[{,'.repeat(5000)}\\"[[[` });
    expect(jsonShapeRefusal(text)).toBeNull();
    expect(jsonShapeRefusal(JSON.stringify({ a: 'x\\', b: deepArrays(40) }))).toBeNull();
  });

  it('refuses depth, fields, items and entries past the limits', () => {
    expect(jsonShapeRefusal(deepArrays(SHAPE_LIMITS.depth + 1))).toMatch(/nested more than 32/);
    expect(jsonShapeRefusal(wideObject(SHAPE_LIMITS.keysPerObject + 1))).toMatch(/more than 500 fields/);
    expect(jsonShapeRefusal(longArray(SHAPE_LIMITS.itemsPerArray + 1))).toMatch(/more than 2,000 items/);
    const many = `[${Array.from({ length: 60 }, () => wideObject(400)).join(',')}]`;
    expect(jsonShapeRefusal(many)).toMatch(/more than 20,000 entries/);
  });

  it('counts form fields', () => {
    expect(formShapeRefusal('a=1&b=2')).toBeNull();
    expect(formShapeRefusal(Array.from({ length: 501 }, (_, i) => `k${i}=1`).join('&'))).toMatch(/more than 500/);
  });
});

describe('parse bombs sent to the code request', () => {
  const url = '/api/auth/send-code';

  it('refuses a body over the route’s 1 KB before reading it, naming the body', async () => {
    expect(BODY_LIMITS.codeBytes).toBe(1024);
    const res = await post(url, JSON.stringify({ phone: '09171234567', deviceId: 'x'.repeat(2000) }));
    expectBodyRefused(res, /^body: is larger than 1 KB$/);
  });

  it('refuses a 90,000-key object and arrays nested 400,000 deep sent to a route of the default size', async () => {
    // Both are under 1 MB, the old limit for every route; the 64 KB default refuses them by size.
    expectBodyRefused(await post(url, wideObject(90_000)), /larger than 1 KB/);
    const problemList = '/api/user-problem/problem-list';
    expectBodyRefused(await post(problemList, wideObject(90_000)), /^body: is larger than 64 KB$/);
    expectBodyRefused(await post(problemList, deepArrays(400_000)), /^body: is larger than 64 KB$/);
  });

  it('refuses bombs that fit the size by their shape: depth, fields, items', async () => {
    const problemList = '/api/user-problem/problem-list';
    expectBodyRefused(await post(problemList, deepArrays(30_000)), /^body: is nested more than 32 levels deep$/);
    expectBodyRefused(await post(problemList, wideObject(5_000)), /^body: has an object with more than 500 fields$/);
    expectBodyRefused(await post(problemList, longArray(30_000)), /^body: has a list of more than 2,000 items$/);
  });

  it('refuses a form body of too many fields, as JSON', async () => {
    const form = Array.from({ length: 5_000 }, (_, i) => `k${i}=1`).join('&');
    const res = await post('/api/user-problem/problem-list', form, 'application/x-www-form-urlencoded');
    expectBodyRefused(res, /^body: has more than 500 fields$/);
  });

  it('still answers ordinary JSON and form bodies', async () => {
    const json = await post(url, JSON.stringify({ phone: '09171234567' }));
    expect(json.statusCode).toBe(200);
    const form = await post(url, 'phone=09171234568', 'application/x-www-form-urlencoded');
    expect(form.statusCode).toBe(200);
    // Fastify's own refusals are kept: poisoned prototypes, bad JSON.
    const proto = await post('/api/user-problem/problem-list', '{"__proto__":{"x":1}}');
    expect(proto.statusCode).toBe(400);
    const bad = await post('/api/user-problem/problem-list', '{"a":');
    expect(bad.json()).toMatchObject({ field: 'body', detail: 'body: is not valid JSON' });
  });
});
