// Every failure leaves as an envelope whose message a borrower can read; unknown errors get an id to quote.
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorCode } from '@lendwell/contracts';
import { AppError } from '../../lib/errors.js';

type FieldIssue = { instancePath?: string; message?: string; params?: Record<string, unknown> };

/** 'body/phone: must be ...' reads worse than 'phone: must be ...'; the field name is what a person needs. */
export function describeValidation(issues: readonly FieldIssue[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => {
      const field = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
      const missing = issue.params?.issue && (issue.params.issue as { input?: unknown }).input === undefined;
      const message = missing ? 'is required' : (issue.message ?? 'is invalid');
      return field ? `${field}: ${message}` : message;
    })
    .join('; ');
}

export default fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        return reply
          .status(400)
          .send({ code: ErrorCode.invalidRequest, message: describeValidation(error.validation), data: null });
      }
      if (error instanceof AppError) {
        if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
        return reply.status(error.statusCode).send({ code: error.code, message: error.message, data: null });
      }
      const err = error as { statusCode?: number; code?: string; message: string };
      // Fastify's own client errors (bad JSON, body too large, unsupported type) are safe to show.
      if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
        const code = err.statusCode === 429 ? ErrorCode.tooManyRequests : ErrorCode.invalidRequest;
        return reply.status(err.statusCode).send({ code, message: err.message, data: null });
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
