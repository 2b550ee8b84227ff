// Runs a money-moving request once per key (docs/decisions/019-idempotency.md). The key is taken
// with an insert on a primary key, so of two concurrent duplicates exactly one runs; the other
// gets the stored answer, or a conflict while the first is still running.
import { ErrorCode } from '@lendwell/contracts';
import type { IdempotencyRepository } from '../repositories/idempotency-repository.js';
import { AppError } from './errors.js';
import { sha256 } from './secrets.js';

/** JSON with sorted keys, so the same fields in another order hash the same. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export type IdempotentResult<T> = { value: T; replayed: boolean };

export async function idempotent<T>(
  repo: IdempotencyRepository,
  input: { userId: number; scope: string; key: string; body: unknown; keyName: string },
  run: () => Promise<T>,
): Promise<IdempotentResult<T>> {
  const keyHash = sha256(input.key);
  const requestHash = sha256(stableJson(input.body));
  if (await repo.claim(input.userId, input.scope, keyHash, requestHash)) {
    let value: T;
    try {
      value = await run();
    } catch (error) {
      // A failed request leaves no answer behind: the key is free for a corrected retry.
      await repo.release(input.userId, input.scope, keyHash);
      throw error;
    }
    await repo.complete(input.userId, input.scope, keyHash, value);
    return { value, replayed: false };
  }
  const row = await repo.find(input.userId, input.scope, keyHash);
  if (!row)
    throw new AppError(
      ErrorCode.conflict,
      `${input.keyName}: the first request with this key failed; please try again`,
    );
  if (row.requestHash !== requestHash)
    throw new AppError(ErrorCode.conflict, `${input.keyName}: was already used for a different request`);
  if (row.response === null)
    throw new AppError(
      ErrorCode.conflict,
      `${input.keyName}: the first request with this key is still being processed`,
    );
  return { value: row.response as T, replayed: true };
}
