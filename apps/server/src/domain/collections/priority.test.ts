import { describe, expect, it } from 'vitest';
import { byPriority, priorityScore, type PriorityInput } from './priority.js';

const base: PriorityInput = { amountDueCents: 0, daysPastDue: 0, brokenPromises: 0, latestPromise: 'none' };

describe('worklist priority (decision 127)', () => {
  it('adds a point a day, a point per ₱100 due and 100 per broken promise to the routine tier', () => {
    expect(priorityScore({ ...base, daysPastDue: 12, amountDueCents: 2_550_00, brokenPromises: 1 })).toBe(
      1_000 + 12 + 25 + 100,
    );
  });

  it('caps each part, so the tier always decides first', () => {
    const heavy = priorityScore({ ...base, daysPastDue: 900, amountDueCents: 99_000_000_00, brokenPromises: 9 });
    expect(heavy).toBe(1_000 + 180 + 300 + 300);
    const brokenLight = priorityScore({
      ...base,
      daysPastDue: 1,
      amountDueCents: 100_00,
      latestPromise: 'broken',
      brokenPromises: 1,
    });
    expect(brokenLight).toBeGreaterThan(heavy);
  });

  it('puts a broken promise on top and a running promise at the bottom', () => {
    const rows = [
      { orderNo: 'A', daysPastDue: 40, priority: priorityScore({ ...base, daysPastDue: 40, latestPromise: 'open' }) },
      {
        orderNo: 'B',
        daysPastDue: 3,
        priority: priorityScore({ ...base, daysPastDue: 3, latestPromise: 'broken', brokenPromises: 1 }),
      },
      { orderNo: 'C', daysPastDue: 10, priority: priorityScore({ ...base, daysPastDue: 10 }) },
      { orderNo: 'D', daysPastDue: 10, priority: priorityScore({ ...base, daysPastDue: 10 }) },
    ];
    expect(byPriority(rows).map((r) => r.orderNo)).toEqual(['B', 'C', 'D', 'A']);
  });

  it('never counts negative amounts or days', () => {
    expect(priorityScore({ ...base, daysPastDue: -5, amountDueCents: -100_00, brokenPromises: -1 })).toBe(1_000);
  });
});
