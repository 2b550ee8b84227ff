// pino options shared by the server and tests. Serializers strip secrets from URLs and errors; every serializer
// and hook here is total, because a log line that throws would take the request (or the process) with it.
import type { FastifyServerOptions } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import { batchedLines } from './log-destination.js';
import { redactUrl, scrubLogValue, scrubString } from './redact.js';

type RequestLike = { method?: unknown; url?: unknown; id?: unknown; headers?: Record<string, unknown>; ip?: unknown };

export const ACCESS_MESSAGE = 'request completed';

/**
 * The merge object of a request's one access line (app.ts, decision 068). Its `req` and `res` reach the line only
 * through the serializers below, which keep the id, method, redacted URL, user agent, address and status: the
 * `logMethod` hook has nothing to scrub in it, so it lets this one object through without its walk (decision 094).
 */
export class AccessLine {
  constructor(
    readonly req: RequestLike,
    readonly res: { statusCode?: number },
    readonly responseTime: number,
  ) {}
}

/** Runs a serializer; if it throws, logs a marker instead of failing the log call. */
function total<T, R>(serialize: (value: T) => R): (value: T) => R {
  return (value: T) => {
    try {
      return serialize(value);
    } catch {
      return { unserializable: true } as R;
    }
  };
}

type Serialized = Record<string, unknown> & { type: string; message: string; stack: string };

/**
 * Database errors carry the statement's parameters (phone numbers, codes, account numbers) in `params`, in their
 * message ("params: …") and in the driver's `detail` ("Key (phone)=(…) already exists"): all are dropped.
 */
export function serializeError(error: unknown): Serialized {
  if (!(error instanceof Error)) return { type: typeof error, message: scrubString(String(error)), stack: '' };
  const out = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  const clean = (value: unknown) =>
    typeof value === 'string'
      ? scrubString(value.replace(/\nparams: [^\n]*/g, '\nparams: [redacted]'))
      : scrubLogValue(value);
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(out)) {
    if (key === 'params' || key === 'parameters' || key === 'detail' || key === 'where') continue;
    if (key === 'cause' || key === 'aggregateErrors') continue;
    result[key] = clean(value);
  }
  const cause = (error as { cause?: unknown }).cause;
  if (cause !== undefined) result.cause = cause instanceof Error ? serializeError(cause) : '[cause]';
  return result as Serialized;
}

export function loggerOptions(
  level: string,
  stream?: DestinationStream,
  format: 'json' | 'pretty' = 'json',
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    serializers: {
      req: total((req: RequestLike): Record<string, unknown> & { url?: string } => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
        userAgent: req.headers?.['user-agent'],
        ip: req.ip,
      })),
      res: total((res: { statusCode?: number }) => ({ statusCode: res.statusCode })),
      err: total(serializeError),
    },
    hooks: {
      // Messages are free text (Fastify's "Route GET:/x?sig=… not found" names the raw URL), so they are
      // scrubbed too; merge objects that are plain records are walked for signed links and phone numbers.
      logMethod(args, method) {
        // The access line: serialized fields only, and our own constant message (see AccessLine).
        if (args.length === 2 && args[0] instanceof AccessLine && args[1] === ACCESS_MESSAGE)
          return method.apply(this, args);
        let safeArgs: unknown[] = args;
        try {
          safeArgs = args.map((arg) => {
            if (typeof arg === 'string') return scrubString(arg);
            if (arg instanceof Error) return arg;
            return scrubLogValue(arg);
          });
        } catch {
          safeArgs = ['log line dropped: it could not be made safe'];
        }
        return method.apply(this, safeArgs as Parameters<typeof method>);
      },
    },
    // JSON lines to stdout are batched (written at 64 KB, every 250 ms and at exit) instead of one synchronous
    // write a request (decision 083); the batches are collected by log-destination.ts, which costs a line far less
    // than sonic-boom's own 4 KB buffering did (decision 094). A SIGKILL can lose the last quarter second of
    // lines; an exit, a crash or SIGTERM loses none.
    ...(stream
      ? { stream }
      : format === 'json'
        ? { stream: batchedLines(pino.destination({ dest: 1, sync: false, minLength: 0 })) }
        : {}),
    // Pretty lines for people at a terminal (LOG_FORMAT=pretty, sandbox only); JSON otherwise, one object a line.
    ...(!stream && format === 'pretty'
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
          },
        }
      : {}),
  };
}
