// Every failure leaves as an envelope whose message a borrower can read; unknown errors get an id to quote.
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorCode } from '@lendwell/contracts';
import { AppError } from '../../lib/errors.js';

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

/** Fastify's own refusals of a body it cannot read, told as a refusal of the body. */
const BODY_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'body: is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body: is empty but says it is JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body: is larger than 1 MB',
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

export default fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        return reply.status(400).send({
          code: ErrorCode.invalidRequest,
          message: describeValidation(error.validation, error.validationContext),
          data: null,
        });
      }
      if (error instanceof AppError) {
        if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
        return reply.status(error.statusCode).send({ code: error.code, message: error.message, data: null });
      }
      const err = error as { statusCode?: number; code?: string; message: string };
      // Fastify's own client errors (bad JSON, body too large, unsupported type) are safe to show.
      if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
        const code = err.statusCode === 429 ? ErrorCode.tooManyRequests : ErrorCode.invalidRequest;
        const message =
          (err.code && BODY_ERRORS[err.code]) ?? (err.statusCode === 400 ? `body: ${err.message}` : err.message);
        return reply.status(err.statusCode).send({ code, message, data: null });
      }
      const errorId = randomUUID().slice(0, 8);
      request.log.error({ err: error, errorId }, 'unhandled error');
      return reply.status(500).send({
        code: ErrorCode.internal,
        message: `Something went wrong on our side. Please try again later (ref ${errorId}).`,
        data: null,
      });
    });
  },
  { name: 'error-handler' },
);
