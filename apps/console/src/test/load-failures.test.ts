// A console screen says a load failed one way (decision 143): `components/load-failure.tsx`, with the
// screen's sentence, the server's reason and Try again. Every console source is read here, and a screen that
// draws its own Try again fails.
import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<string>(['../**/*.tsx', '!../**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const ownRetry = />\s*Try again\s*<\/Button>/;

describe('failed loads in the console', () => {
  it('reads every console screen', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(60);
    expect(sources['../components/load-failure.tsx']).toMatch(ownRetry);
  });

  it('are drawn by the one component, nowhere else', () => {
    const own = Object.entries(sources)
      .filter(([file, text]) => file !== '../components/load-failure.tsx' && ownRetry.test(text))
      .map(([file]) => file);
    expect(own).toEqual([]);
  });
});
