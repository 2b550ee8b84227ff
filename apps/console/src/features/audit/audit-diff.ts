// An audit entry's before and after as a reader's list of changes (decision 054): one line per
// field that differs, "before → after", money in pesos and rates in percent, never raw JSON.
import { formatBps, formatMoney, orderStatusName } from '@lendwell/contracts/constants';

export type AuditChange = { field: string; before: string; after: string };

const MAX_DEPTH = 4;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Flattens nested objects and arrays to paths: { rates: [{ rateBps: 1 }] } → "rates.0.rateBps". */
function flatten(value: unknown, prefix: string, out: Map<string, unknown>, depth: number) {
  if ((isRecord(value) || Array.isArray(value)) && depth < MAX_DEPTH) {
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    if (entries.length === 0) out.set(prefix, value);
    for (const [key, v] of entries) flatten(v, prefix ? `${prefix}.${key}` : key, out, depth + 1);
    return;
  }
  out.set(prefix, value);
}

/** "monthlyInterestRateBps" → "monthly interest rate"; "clauses.2.heading" → "clauses › 3 › heading". */
export function fieldLabel(path: string): string {
  if (!path) return 'value';
  return path
    .split('.')
    .map((part) =>
      /^\d+$/.test(part)
        ? String(Number(part) + 1)
        : part
            .replace(/(Cents|Bps)$/, '')
            .replace(/([a-z\d])([A-Z])/g, '$1 $2')
            .replace(/_/g, ' ')
            .toLowerCase(),
    )
    .join(' › ');
}

/** A value as staff read it: centavos as pesos, basis points as percent, empty as "—". */
export function formatAuditValue(path: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  const parts = path.split('.');
  const last = parts[parts.length - 1] ?? '';
  if (typeof value === 'number' && Number.isInteger(value)) {
    // A money object's members are money too: owedCents.principal is centavos (decision 107).
    if (parts.some((p) => p.endsWith('Cents'))) return formatMoney(value);
    if (last.endsWith('Bps')) return formatBps(value);
    if (/^(status|fromStatus|toStatus)$/.test(last)) return orderStatusName(value);
  }
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.length === 0) return 'none';
  if (isRecord(value) && Object.keys(value).length === 0) return 'none';
  return JSON.stringify(value);
}

/** Every field whose value differs between before and after, in the order the entry names them. */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const a = new Map<string, unknown>();
  const b = new Map<string, unknown>();
  if (before !== null && before !== undefined) flatten(before, '', a, 0);
  if (after !== null && after !== undefined) flatten(after, '', b, 0);
  const paths = [...new Set([...a.keys(), ...b.keys()])];
  return paths
    .filter((p) => JSON.stringify(a.get(p)) !== JSON.stringify(b.get(p)))
    .map((p) => ({
      field: fieldLabel(p),
      before: a.has(p) ? formatAuditValue(p, a.get(p)) : '—',
      after: b.has(p) ? formatAuditValue(p, b.get(p)) : '—',
    }));
}
