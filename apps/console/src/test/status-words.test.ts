// Staff read one name per order status, the one contracts give (decision 053): a page that keeps its own
// table of status names drifts (the collections page once called 151 "Disbursing", contracts "Approved,
// awaiting payout"). Every console source is read here, and a status code mapped to words by hand fails.
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, ORDER_STATUS_NAMES } from '@lendwell/contracts/constants';

const sources = import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const codes = Object.values(ORDER_STATUS).join('|');
/** `151: 'Disbursing'` or `[ORDER_STATUS.disbursing]: "…"`: a code or status key given words of its own. */
const ownName = new RegExp(`(?:\\b(?:${codes})|ORDER_STATUS\\.\\w+\\])\\s*:\\s*['"\`][A-Z][a-z]`);

describe('order status words in the console', () => {
  it('reads every console source', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
  });

  it('has no page that names a status itself', () => {
    const offenders = Object.entries(sources)
      .filter(([, text]) => ownName.test(text))
      .map(([file]) => file);
    expect(offenders).toEqual([]);
  });

  it('catches a hand-made table like the one the collections page had', () => {
    expect(ownName.test("const STATUS_NAMES = { 21: 'Under review', 151: 'Disbursing' };")).toBe(true);
    expect(ownName.test("{ [ORDER_STATUS.disbursing]: 'Disbursing' }")).toBe(true);
    // Colours keyed by status are not words.
    expect(ownName.test("{ [ORDER_STATUS.disbursing]: '#0050b3' }")).toBe(false);
  });

  it('names every status in contracts, so no page needs its own', () => {
    for (const code of Object.values(ORDER_STATUS)) expect(ORDER_STATUS_NAMES[code]).toMatch(/^[A-Z]/);
  });
});
