// Where the JSON log lines go: stdout, in batches (decision 083 made the write asynchronous and batched; decision
// 094 makes the batches cheaper). sonic-boom (pino.destination) still does the writing, but it is handed whole
// batches: its own buffering, asked for 4 KB, measured the byte length of its growing buffer on every line (a copy
// of the buffer each time) and paid one asynchronous file write — a trip through libuv's thread pool — per 4 KB,
// about 3 µs a request line on this machine. Here a line is pushed onto an array and the batch leaves when it
// holds 64 KB or is 250 ms old, whichever comes first: under 1,000 lines a second the quarter second decides (as
// before); above it, a batch is at most a few tens of milliseconds of lines. An exit, a crash or SIGTERM still
// loses nothing (the batch is written synchronously at exit); a SIGKILL loses at most the last quarter second.
import type { DestinationStream } from 'pino';

/** The stream the lines are handed to in batches: pino.destination's sonic-boom, or a test's fake. */
export type BatchSink = {
  write(batch: string): unknown;
  flush?(callback?: (error?: Error) => void): void;
  flushSync?(): void;
};

export type BatchedLines = DestinationStream & {
  flush(callback?: (error?: Error) => void): void;
  flushSync(): void;
  /** Stops the quarter-second timer and the exit hooks (tests). */
  close(): void;
};

export const BATCH_BYTES = 64 * 1024;
export const BATCH_MS = 250;

/**
 * Collects log lines and hands them to `sink` in batches of about `maxBytes` (counted in UTF-16 units, which for
 * the mostly ASCII lines is their byte length), or every `intervalMs`, and synchronously at process exit.
 */
export function batchedLines(sink: BatchSink, maxBytes = BATCH_BYTES, intervalMs = BATCH_MS): BatchedLines {
  let pending: string[] = [];
  let size = 0;
  const handOver = () => {
    if (pending.length === 0) return;
    const batch = pending.length === 1 ? pending[0]! : pending.join('');
    pending = [];
    size = 0;
    // A stream already ended (after 'beforeExit') refuses: the lines are dropped, never thrown from a timer.
    try {
      sink.write(batch);
    } catch {
      /* nothing left to write to */
    }
  };
  // unref: the timer never keeps a process alive that has nothing else to do.
  const timer = setInterval(handOver, intervalMs);
  timer.unref();
  const flushSync = () => {
    handOver();
    try {
      sink.flushSync?.();
    } catch {
      /* an ended stream: nothing left to write to */
    }
  };
  // 'beforeExit' still has an event loop: pino's own hook then flushes sonic-boom asynchronously; 'exit' has none.
  process.on('beforeExit', handOver);
  process.on('exit', flushSync);
  return {
    write(line: string) {
      pending.push(line);
      size += line.length;
      if (size >= maxBytes) handOver();
    },
    flush(callback) {
      handOver();
      if (sink.flush) sink.flush(callback);
      else callback?.();
    },
    flushSync,
    close() {
      handOver();
      clearInterval(timer);
      process.off('beforeExit', handOver);
      process.off('exit', flushSync);
    },
  };
}
