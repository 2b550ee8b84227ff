// The batched log stream (decision 094): lines leave in order, in batches by size or by time, and none is kept back
// when the process ends or the logger is flushed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { batchedLines, type BatchedLines } from './log-destination.js';

const open: BatchedLines[] = [];
afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
  vi.useRealTimers();
});

function sink() {
  const batches: string[] = [];
  const synced: number[] = [];
  return {
    batches,
    synced,
    write: (batch: string) => batches.push(batch),
    flushSync: () => synced.push(batches.length),
  };
}

describe('batchedLines', () => {
  it('hands the lines over in order once a batch holds enough, and keeps a smaller batch back', () => {
    const s = sink();
    const stream = batchedLines(s, 10, 60_000);
    open.push(stream);
    stream.write('aaaa\n');
    expect(s.batches).toEqual([]);
    stream.write('bbbbbb\n');
    expect(s.batches).toEqual(['aaaa\nbbbbbb\n']);
    stream.write('c\n');
    expect(s.batches).toEqual(['aaaa\nbbbbbb\n']);
  });

  it('hands a smaller batch over when it is a quarter second old', () => {
    vi.useFakeTimers();
    const s = sink();
    const stream = batchedLines(s);
    open.push(stream);
    stream.write('one\n');
    vi.advanceTimersByTime(249);
    expect(s.batches).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(s.batches).toEqual(['one\n']);
  });

  it('writes what it holds before the sink flushes synchronously, as at process exit', () => {
    const s = sink();
    const stream = batchedLines(s);
    open.push(stream);
    stream.write('last\n');
    stream.flushSync();
    expect(s.batches).toEqual(['last\n']);
    expect(s.synced).toEqual([1]);
  });

  it('flushes for pino: a logger.flush() leaves nothing behind', async () => {
    const s = sink();
    const stream = batchedLines(s);
    open.push(stream);
    const log = pino({ level: 'info' }, stream);
    log.info({ n: 1 }, 'first');
    log.info({ n: 2 }, 'second');
    await new Promise<void>((resolve, reject) => log.flush((error) => (error ? reject(error) : resolve())));
    const lines = s.batches.join('').trim().split('\n');
    expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(['first', 'second']);
  });

  it('drops a batch instead of throwing when the sink has ended', () => {
    const stream = batchedLines({
      write: () => {
        throw new Error('SonicBoom destroyed');
      },
      flushSync: () => {
        throw new Error('SonicBoom destroyed');
      },
    });
    open.push(stream);
    stream.write('x\n');
    expect(() => stream.flushSync()).not.toThrow();
  });
});
