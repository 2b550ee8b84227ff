// One gate in front of every route's validation. PostgreSQL refuses text holding NUL (and other control
// characters are never meant in our fields), so they are refused here naming the field, instead of failing as a
// database error; empty query and form fields are dropped, so an empty optional field reads as absent
// (packages/contracts common.ts states the rule); bodies nested past any form we accept are refused.
import { Buffer } from 'node:buffer';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { dropBlankFields } from '@lendwell/contracts';
import { invalid } from '../../lib/errors.js';

/** C0 controls except tab, line feed and carriage return, and DEL. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const MAX_DEPTH = 32;

/** Returns the dotted path of the first refused value, or null when the input is clean. */
export function findControlCharacter(value: unknown, path: string, depth = 0): { path: string; reason: string } | null {
  if (typeof value === 'string')
    return CONTROL.test(value) ? { path, reason: 'must not contain control characters' } : null;
  if (value === null || typeof value !== 'object') return null;
  if (Buffer.isBuffer(value)) return null;
  if (depth >= MAX_DEPTH) return { path: path.split('.')[0] ?? '', reason: 'is nested too deeply' };
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [String(i), v])
    : Object.entries(value as Record<string, unknown>);
  for (const [key, child] of entries) {
    if (CONTROL.test(key)) return { path: path || 'body', reason: 'has a field name with control characters' };
    const found = findControlCharacter(child, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/** The refusal naming the first control character in one part of the request, or null. */
function refusal(part: 'params' | 'query' | 'body', value: unknown) {
  const found = findControlCharacter(value, '');
  if (!found) return null;
  // A field is named by its path when that reads as a name; odd keys (%zz, 0.1) are named by the part.
  return invalid(/^[A-Za-z_][\w.-]*$/.test(found.path) ? found.path : part, found.reason);
}

const isForm = (request: FastifyRequest) => {
  const type = request.headers['content-type'] ?? '';
  return type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data');
};

export default fp(
  async (app) => {
    // A callback hook: every request passes here, and an async hook costs a promise each (decision 083).
    // The three parts are checked one after another, without a list of them built for every request (decision 094).
    app.addHook('preValidation', (request, _reply, done) => {
      const refused =
        refusal('params', request.params) ?? refusal('query', request.query) ?? refusal('body', request.body);
      if (refused) return done(refused);
      if (request.query && typeof request.query === 'object') request.query = dropBlankFields(request.query);
      if (isForm(request) && request.body && typeof request.body === 'object')
        request.body = dropBlankFields(request.body);
      done();
    });
  },
  { name: 'input-guard' },
);
