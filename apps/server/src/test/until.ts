// Waiting for a state in a test (never for a time): poll until the check holds. The cap only ends a wait that will
// never succeed; on a loaded 2-core CI machine pg-boss's poll and retry delays alone can pass 20 s, so the cap is
// generous and sits inside the tests' own timeouts.

/** Polls `read` until `done` holds for what it answered, and returns that answer; throws naming `what` at the cap. */
export async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
  capMs = 90_000,
): Promise<T> {
  const giveUpAt = Date.now() + capMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > giveUpAt) throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Polls a yes/no check until it holds. */
export async function untilTrue(check: () => Promise<boolean>, what: string, capMs?: number): Promise<void> {
  await until(check, (yes) => yes, what, capMs);
}
