import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { createReads } from './reads.js';

// Stand-ins: a report here is a function of the database it is handed, so a tag is enough to tell them apart.
const primary = { tag: 'primary' } as unknown as Database;
const replica = { tag: 'replica' } as unknown as Database;
const tagOf = async (db: Database) => (db as unknown as { tag: string }).tag;
const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' });

describe('createReads (decision 133)', () => {
  it('reads the primary when no replica is configured', async () => {
    const reads = createReads(primary, undefined);
    expect(await reads.run(tagOf)).toBe('primary');
    expect(await reads.source()).toEqual({ source: 'primary', lagSeconds: null, fallback: null });
  });

  it('falls back to the primary when the replica is away, rests it, then tries it again', async () => {
    let now = 1_000;
    let replicaAway = true;
    const reads = createReads(primary, replica, () => now);
    const report = async (db: Database) => {
      if (db === replica && replicaAway) throw refused;
      return tagOf(db);
    };
    expect(await reads.run(report)).toBe('primary');
    replicaAway = false;
    now += 29_000; // still resting: the replica is not tried, so a report does not wait on it again
    expect(await reads.run(report)).toBe('primary');
    expect((await reads.source()).fallback).toBe('unreachable');
    now += 2_000;
    expect(await reads.run(report)).toBe('replica');
  });

  it('lets a report fail for its own reasons rather than hiding them on the primary', async () => {
    const reads = createReads(primary, replica);
    const broken = async (db: Database) => {
      if (db === replica) throw new Error('column "x" does not exist');
      return tagOf(db);
    };
    await expect(reads.run(broken)).rejects.toThrow('column "x" does not exist');
  });
});
