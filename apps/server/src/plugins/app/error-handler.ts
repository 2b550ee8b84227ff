// Every failure leaves as an envelope whose message a person can read; unknown errors get an id to quote.
// Refusals of a field also carry `field` and `detail` ('field: text') for integrators, and a `reason`
// a client may translate (decision 051).
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorCode, type RefusalParts } from '@lendwell/contracts';
import { isDatabaseUnavailable } from '../../lib/database-errors.js';
import { AppError } from '../../lib/errors.js';
import { isLinkField, peopleSentence } from '../../lib/refusal-sentence.js';
import { refusalStatus } from '../../lib/spec-client.js';

type FieldIssue = { instancePath?: string; message?: string; params?: Record<string, unknown> };

/** 'body/phone: must be ...' reads worse than 'phone: must be ...'; the field name is what a person needs. */
export function describeValidation(issues: readonly FieldIssue[], part = 'body'): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      const field = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
      // lib/validator.ts keeps the refused input on the issue; absent there means the value was missing.
      const known = issue.params !== undefined && 'input' in issue.params;
      const input = known ? issue.params!.input : 'unknown';
      // A whole body that is absent (or JSON null) is missing, as a missing field is.
      const missing = input === undefined || (!field && input === null);
      const message = missing ? 'is required' : (issue.message ?? 'is invalid');
      // An issue about the whole body or query names that part, so every refusal names what is wrong.
      return `${field || (part === 'querystring' ? 'query' : part)}: ${message}`;
    })
    .join('; ');
}

/** The first refused field of a validation failure, as a path ('clauses.2.heading'), or '' for the whole part. */
function firstField(issues: readonly FieldIssue[]): string {
  return (issues[0]?.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
}

/**
 * What a person reads about a request the schemas refused: the first field's sentence in the screen's
 * words, or, for the page's own link (query, path, ids), a request to reopen the page.
 */
export function validationRefusal(
  issues: readonly FieldIssue[],
  part = 'body',
): Required<Pick<RefusalParts, 'detail' | 'reason'>> & { message: string; field: string } {
  const detail = describeValidation(issues, part);
  const field = firstField(issues) || (part === 'querystring' ? 'query' : part);
  // describeValidation wrote 'field: text' for the first issue; the sentence is made from that text.
  const first = detail.split('; ')[0] ?? '';
  const text = first.slice(first.indexOf(': ') + 2);
  // A schema may speak to people itself ('Choose a real calendar date' for a report's date filter): a
  // capitalised text is kept even for a query field, which a screen's own control may fill.
  const writtenForPeople = /^[A-Z]/.test(text.trim()) && !isLinkField(field);
  const fromLink = part === 'querystring' || part === 'params' || part === 'headers' || isLinkField(field);
  if (fromLink && !writtenForPeople) return { message: LINK_MESSAGE, field, detail, reason: 'invalid-link' };
  if (field === 'body') return { message: BODY_MESSAGE, field, detail, reason: 'invalid-input' };
  const reason = text === 'must be more than zero' ? 'amount-not-positive' : 'invalid-input';
  return { message: peopleSentence(field, text), field, detail, reason };
}

/** 'clauses.2.heading: is required': a request field's path, then the text. */
const LEGACY_FIELD_MESSAGE = /^([a-z_][\w.[\]]*): (.+)$/s;

const LINK_MESSAGE = 'This page’s link is incomplete or out of date. Please go back and open it again.';
const BODY_MESSAGE = 'We could not read what was sent. Please try again.';
const NO_SUCH_PAGE = 'This address does not exist. Please go back and try again.';
const FILE_MESSAGE = 'This file could not be sent. Please choose a picture smaller than 5 MB.';
const TOO_MANY_MESSAGE = 'Too many requests. Please wait a moment and try again.';
const UNAVAILABLE_MESSAGE = 'We cannot reach our records right now. Please try again in a few seconds.';
/** A restarted database takes a few seconds; the pool connects again on the next request (decision 099). */
const UNAVAILABLE_RETRY_SECONDS = 5;

/** Fastify's own refusals of a body it cannot read, told as a refusal of the body. */
const BODY_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'body: is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body: is empty but says it is JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'body: this content type is not accepted',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'body: its length does not match Content-Length',
  FST_ERR_CTP_INVALID_TYPE: 'body: the content type is invalid',
  FST_ERR_INVALID_MULTIPART_CONTENT_TYPE: 'body: is not a multipart form',
  FST_REQ_FILE_TOO_LARGE: 'file: is larger than 5 MB',
  FST_PARTS_LIMIT: 'body: has too many parts',
  FST_FILES_LIMIT: 'file: too many files',
  FST_FIELDS_LIMIT: 'body: has too many fields',
  FST_PROTO_VIOLATION: 'body: has a forbidden field name',
};

/** A route's body limit as people write it: 1 KB, 64 KB, 1 MB (each route has its own, decision 101). */
export function sizeInWords(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

export default fp(
  async (app) => {
    /**
     * Sends a refusal the route threw or the schemas made. On the spec client's routes a refusal its
     * screens handle by code answers 200 (decision 118), and then bypasses the route's 200 schema, which
     * describes the success answer.
     */
    const refuse = (
      request: FastifyRequest,
      reply: FastifyReply,
      status: number,
      envelope: { code: number } & Record<string, unknown>,
    ) => {
      const answered = refusalStatus(request.routeOptions.url, envelope.code, status);
      if (answered === 200) reply.type('application/json; charset=utf-8').serializer((p) => JSON.stringify(p));
      return reply.status(answered).send(envelope);
    };
    app.setErrorHandler((error, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const refusal = validationRefusal(error.validation, error.validationContext);
        return refuse(request, reply, 400, { code: ErrorCode.invalidRequest, data: null, ...refusal });
      }
      if (error instanceof AppError) {
        if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
        const parts: RefusalParts = {};
        let message = error.message;
        // An error made the decision-004 way ('field: text') still reaches people as a sentence.
        const legacy = error.field === undefined ? LEGACY_FIELD_MESSAGE.exec(message) : null;
        if (legacy) {
          parts.field = legacy[1]!;
          parts.detail = message;
          message = peopleSentence(legacy[1]!, legacy[2]!);
        }
        if (error.field !== undefined) parts.field = error.field;
        if (error.detail !== undefined) parts.detail = error.detail;
        if (error.reason !== undefined) parts.reason = error.reason;
        if (error.params !== undefined) parts.params = error.params;
        return refuse(request, reply, error.statusCode, { code: error.code, message, data: null, ...parts });
      }
      const err = error as { statusCode?: number; code?: string; message: string };
      // Fastify's own client errors (bad JSON, body too large, unsupported type) are safe to show.
      if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
        const code = err.statusCode === 429 ? ErrorCode.tooManyRequests : ErrorCode.invalidRequest;
        const detail =
          err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? `body: is larger than ${sizeInWords(request.routeOptions.bodyLimit)}`
            : ((err.code && BODY_ERRORS[err.code]) ?? (err.statusCode === 400 ? `body: ${err.message}` : err.message));
        if (err.statusCode === 429) {
          return reply
            .status(429)
            .send({ code, message: TOO_MANY_MESSAGE, data: null, detail, reason: 'too-many-requests' });
        }
        if (err.statusCode === 404) {
          return reply.status(404).send({ code, message: NO_SUCH_PAGE, data: null, detail, reason: 'not-found' });
        }
        const field = detail.includes(': ') ? detail.slice(0, detail.indexOf(': ')) : 'body';
        const message = field === 'file' ? FILE_MESSAGE : BODY_MESSAGE;
        return reply.status(err.statusCode).send({ code, message, data: null, field, detail, reason: 'invalid-input' });
      }
      // The database is away (restart, failover, a terminated backend): the request may be tried again,
      // and is, by the proxy or the person; it is not our bug, so no error id and no 500 (decision 099).
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return reply
          .status(503)
          .header('Retry-After', String(UNAVAILABLE_RETRY_SECONDS))
          .send({
            code: ErrorCode.unavailable,
            message: UNAVAILABLE_MESSAGE,
            data: null,
            reason: 'service-unavailable',
            params: { retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS },
          });
      }
      const errorId = randomUUID().slice(0, 8);
      request.log.error({ err: error, errorId }, 'unhandled error');
      return reply.status(500).send({
        code: ErrorCode.internal,
        message: `Something went wrong on our side. Please try again later (ref ${errorId}).`,
        data: null,
        reason: 'server-error',
        params: { ref: errorId },
      });
    });
  },
  { name: 'error-handler' },
);
