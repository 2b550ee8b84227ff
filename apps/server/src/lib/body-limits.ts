// What a request body may cost before it is parsed (decision 101). A body is refused with 413 by its size
// (Fastify, per route), and a JSON or form body by its shape, in one linear pass over the text, before
// JSON.parse builds it and before the input guard walks it: a 90,000-key object or arrays nested 400,000 deep
// in under 1 MB once took up to a second of the event loop each, stalling every other request.
import type { FastifyInstance } from 'fastify';

const KB = 1024;

/** Body size limits in bytes, by the kind of route; a route names its own with `bodyLimit`. */
export const BODY_LIMITS = {
  /** Every route that names no other: the largest borrower form (certify answers, a complaint) is a few KB. */
  defaultBytes: 64 * KB,
  /** A code request or a login: a phone number, a code, a device id. */
  codeBytes: 1 * KB,
  /** The back office (agreement clauses, settlement reports, configuration): staff tools, sized as before. */
  staffBytes: 1024 * KB,
} as const;

/** The shape a JSON or form body may have; nothing we accept comes near these. */
export const SHAPE_LIMITS = {
  /** The input guard's own cap (plugins/app/input-guard.ts). */
  depth: 32,
  /** Fields of one object, or of one form body. */
  keysPerObject: 500,
  /** Items of one array. */
  itemsPerArray: 2000,
  /** Entries of the whole body, every object and array together. */
  entries: 20_000,
} as const;

/** A refusal of the body as Fastify's own are made: the error handler answers its status, naming the body. */
export class BodyShapeError extends Error {
  readonly statusCode = 413;
  readonly code = 'LW_BODY_SHAPE';
  constructor(text: string) {
    super(`body: ${text}`);
  }
}

const QUOTE = 34;
const BACKSLASH = 92;
const OPEN_OBJECT = 123;
const CLOSE_OBJECT = 125;
const OPEN_ARRAY = 91;
const CLOSE_ARRAY = 93;
const COMMA = 44;

/**
 * Reads JSON text once, without building it, and returns what is wrong with its shape (nesting, fields
 * of one object, items of one array, entries in all), or null. Text that is not JSON is left for JSON.parse
 * to refuse. Linear in the text: strings are skipped with indexOf.
 */
export function jsonShapeRefusal(text: string, limits = SHAPE_LIMITS): string | null {
  // Per open container: whether it is an object, and how many commas it has seen (entries - 1).
  const isObject = new Uint8Array(limits.depth + 2);
  const commas = new Uint32Array(limits.depth + 2);
  let depth = 0;
  let entries = 0;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      // Skip to the closing quote: one not escaped by an odd run of backslashes.
      let end = text.indexOf('"', i + 1);
      while (end !== -1) {
        let slashes = 0;
        for (let j = end - 1; text.charCodeAt(j) === BACKSLASH; j--) slashes++;
        if (slashes % 2 === 0) break;
        end = text.indexOf('"', end + 1);
      }
      if (end === -1) return null;
      i = end;
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      depth++;
      if (depth > limits.depth) return `is nested more than ${limits.depth} levels deep`;
      isObject[depth] = c === OPEN_OBJECT ? 1 : 0;
      commas[depth] = 0;
      if (++entries > limits.entries) return `has more than ${limits.entries.toLocaleString('en-US')} entries`;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      if (depth > 0) depth--;
    } else if (c === COMMA && depth > 0) {
      const seen = ++commas[depth]!;
      if (isObject[depth] === 1 && seen >= limits.keysPerObject)
        return `has an object with more than ${limits.keysPerObject} fields`;
      if (isObject[depth] === 0 && seen >= limits.itemsPerArray)
        return `has a list of more than ${limits.itemsPerArray.toLocaleString('en-US')} items`;
      if (++entries > limits.entries) return `has more than ${limits.entries.toLocaleString('en-US')} entries`;
    }
  }
  return null;
}

/** The fields of a form body (`a=1&b=2`) past the limit, counted before it is split. */
export function formShapeRefusal(text: string, limits = SHAPE_LIMITS): string | null {
  let fields = 1;
  for (let at = text.indexOf('&'); at !== -1; at = text.indexOf('&', at + 1)) {
    if (++fields > limits.keysPerObject) return `has more than ${limits.keysPerObject} fields`;
  }
  return null;
}

/**
 * Replaces Fastify's JSON parser with one that checks the shape first, then parses as Fastify does
 * (secure-json-parse: `__proto__` and `constructor.prototype` refused).
 */
export function registerJsonShapeParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    const refused = jsonShapeRefusal(text);
    if (refused) return done(new BodyShapeError(refused), undefined);
    void parse(request, text, done);
  });
}

/** Gives every route registered after it in this scope the staff body limit, unless it names its own. */
export function staffBodyLimit(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= BODY_LIMITS.staffBytes;
  });
}
