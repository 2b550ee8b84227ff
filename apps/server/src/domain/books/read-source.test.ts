import { describe, expect, it } from 'vitest';
import { readSourceSentence } from './read-source.js';

describe('readSourceSentence', () => {
  it('names the primary, the replica caught up, and the replica behind in seconds then minutes', () => {
    expect(readSourceSentence({ source: 'primary', lagSeconds: null, fallback: null })).toBe(
      'Reports read the primary database.',
    );
    expect(readSourceSentence({ source: 'replica', lagSeconds: 0, fallback: null })).toMatch(/up to date/);
    expect(readSourceSentence({ source: 'replica', lagSeconds: 1, fallback: null })).toMatch(/, 1 second behind/);
    expect(readSourceSentence({ source: 'replica', lagSeconds: 95, fallback: null })).toMatch(/95 seconds behind/);
    expect(readSourceSentence({ source: 'replica', lagSeconds: 600, fallback: null })).toMatch(/10 minutes behind/);
  });

  it('says when the replica is away and the primary serves the reports', () => {
    expect(readSourceSentence({ source: 'primary', lagSeconds: null, fallback: 'unreachable' })).toMatch(
      /cannot be reached; reports read the primary/,
    );
  });
});
