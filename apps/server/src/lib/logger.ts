// pino options shared by the server and tests; the request serializer strips secrets from URLs.
import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { redactPaths, redactUrl } from './redact.js';

type RequestLike = { method: string; url: string; id: string; headers: Record<string, unknown>; ip?: string };

export function loggerOptions(level: string, stream?: DestinationStream): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      req(req: RequestLike) {
        return {
          id: req.id,
          method: req.method,
          url: redactUrl(req.url),
          userAgent: req.headers['user-agent'],
          ip: req.ip,
        };
      },
    },
    ...(stream ? { stream } : {}),
  };
}
