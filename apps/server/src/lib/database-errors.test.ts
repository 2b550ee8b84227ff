// Which failures say "the database is away" (decision 099), what a request then answers, and what the
// process does with one that nothing caught.
import Fastify from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import errorHandler from '../plugins/app/error-handler.js';
import { isDatabaseUnavailable, waitForDatabase } from './database-errors.js';
import { onStrayFailure } from './process-guards.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const terminated = withCode('terminating connection due to administrator command', '57P01');

describe('a database that is away', () => {
  it('is told from other failures, also inside the query error that wraps it', () => {
    for (const away of [
      terminated,
      withCode('the database system is starting up', '57P03'),
      withCode('connection failure', '08006'),
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('read ECONNRESET', 'ECONNRESET'),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('timeout exceeded when trying to connect'),
      new DrizzleQueryError('select 1', [], terminated),
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'connect failed'),
    ])
      expect(isDatabaseUnavailable(away), String(away)).toBe(true);
    for (const other of [
      withCode('duplicate key value violates unique constraint', '23505'),
      withCode('canceling statement due to statement timeout', '57014'),
      withCode('could not serialize access', '40001'),
      new DrizzleQueryError('select 1', [], withCode('syntax error', '42601')),
      new Error('rate limit upsert returned no row'),
      'Connection terminated',
      null,
    ])
      expect(isDatabaseUnavailable(other), String(other)).toBe(false);
  });

  it('answers 503 with the envelope and Retry-After, never 500', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorHandler);
    app.get('/read', async () => {
      throw new DrizzleQueryError('select * from orders where id = $1', [7], terminated);
    });
    app.get('/bug', async () => {
      throw new Error('a bug');
    });
    const away = await app.inject({ url: '/read' });
    expect(away.statusCode).toBe(503);
    expect(away.headers['retry-after']).toBe('5');
    expect(away.json()).toEqual({
      code: 1503,
      message: 'We cannot reach our records right now. Please try again in a few seconds.',
      data: null,
      reason: 'service-unavailable',
      params: { retryAfterSeconds: 5 },
    });
    expect((await app.inject({ url: '/bug' })).statusCode).toBe(500);
    await app.close();
  });

  it('is waited for until it answers; another failure is not waited out', async () => {
    let tries = 0;
    const back = await waitForDatabase(
      async () => {
        tries += 1;
        if (tries < 3) throw terminated;
      },
      { withinMs: 10_000 },
    );
    expect({ back, tries }).toEqual({ back: true, tries: 3 });
    await expect(waitForDatabase(async () => Promise.reject(new Error('a bug')), { withinMs: 10_000 })).rejects.toThrow(
      'a bug',
    );
    expect(
      await waitForDatabase(async () => Promise.reject(terminated), { withinMs: 10_000, stopped: () => true }),
    ).toBe(false);
  });

  it('reaching the process unhandled, is logged and the process carries on; anything else still ends it', () => {
    const lines: string[] = [];
    const exits: number[] = [];
    const log = { error: (_o: object, m: string) => lines.push(m), fatal: (_o: object, m: string) => lines.push(m) };
    expect(
      onStrayFailure(new Error('Connection terminated unexpectedly'), 'uncaught exception', log, (c) => exits.push(c)),
    ).toBe('kept');
    expect(exits).toEqual([]);
    expect(onStrayFailure(new TypeError('x is not a function'), 'unhandled rejection', log, (c) => exits.push(c))).toBe(
      'exited',
    );
    expect(exits).toEqual([1]);
    expect(lines).toEqual([
      'uncaught exception from a lost database connection; the process carries on',
      'unhandled rejection; the process ends',
    ]);
  });
});
