// docs/order-lifecycle.md tells people where each order status may go; the order status table
// (domain/loan/order-status.ts, decision 143) is what the code allows. This keeps the two the same.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OrderStatus } from './domain/loan/loan.js';
import { ORDER_TRANSITIONS } from './domain/loan/order-status.js';

const doc = readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/order-lifecycle.md'),
  'utf8',
);

/** The "Leaves to" column by status: every code the cell names. */
function leavesTo(markdown: string): Map<number, number[]> {
  const rows = new Map<number, number[]>();
  for (const line of markdown.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    const code = /^\d+$/.test(cells[1] ?? '') ? Number(cells[1]) : null;
    if (code === null || cells.length < 6) continue;
    rows.set(
      code,
      [...(cells[4] ?? '').matchAll(/\b(\d{2,3})\b/g)].map((m) => Number(m[1])).sort((a, b) => a - b),
    );
  }
  return rows;
}

describe('docs/order-lifecycle.md', () => {
  it('names, for every status, the statuses the table lets it move to (a self-move aside)', () => {
    const documented = leavesTo(doc);
    for (const from of Object.values(OrderStatus)) {
      const allowed = [
        ...new Set(ORDER_TRANSITIONS.filter((t) => t.from === from && t.to !== from).map((t) => t.to)),
      ].sort((a, b) => a - b);
      expect({ from, leavesTo: documented.get(from) ?? [] }).toEqual({ from, leavesTo: allowed });
    }
  });
});
