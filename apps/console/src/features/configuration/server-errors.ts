// The server names the refused field of every refusal beside its sentence (decision 051): `parts.field`,
// and `parts.detail` in the integrator's wording ('monthlyInterestRateBps: nominal interest must not
// exceed 6% …', several joined by '; '). This puts each part under the form field of that name and
// hands back what no field claims, for an alert above the form.
import { useState } from 'react';
import type { FormInstance } from 'antd';
import { ApiError } from '../../lib/api';

type Path = (string | number)[];

const pathOf = (field: string): Path => field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

function has(values: unknown, path: Path): boolean {
  let at: unknown = values;
  for (const key of path) {
    if (at === null || typeof at !== 'object' || !(key in at)) return false;
    at = (at as Record<string | number, unknown>)[key];
  }
  return true;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The refusal as 'field: text' parts. A refusal of one field reads the sentence staff are shown under
 * that field; several (the compliance guard lists every broken rule) read each part's own text.
 */
function partsOf(error: unknown): string[] {
  const message = error instanceof Error ? error.message : String(error);
  if (!(error instanceof ApiError) || !error.parts.field) return message.split('; ');
  const detail = error.parts.detail?.split('; ') ?? [];
  if (detail.length <= 1) return [`${error.parts.field}: ${message}`];
  return detail.map((part) =>
    part.replace(/^([A-Za-z][\w.]*): (.+)$/s, (_, field: string, text: string) => `${field}: ${capitalised(text)}`),
  );
}

/** Marks the fields the refusal names; returns the rest of it, or '' when every part found its field. */
export function showServerError(form: FormInstance, error: unknown): string {
  const values: unknown = form.getFieldsValue(true);
  const fields: { name: Path; errors: string[] }[] = [];
  const rest: string[] = [];
  for (const part of partsOf(error)) {
    const match = /^([A-Za-z][\w.]*): (.+)$/s.exec(part);
    const path = match ? pathOf(match[1]!) : null;
    if (match && path && has(values, path)) {
      const known = fields.find((f) => f.name.join('.') === path.join('.'));
      if (known) known.errors.push(match[2]!);
      else fields.push({ name: path, errors: [match[2]!] });
    } else rest.push(match && error instanceof ApiError && error.parts.field ? match[2]! : part);
  }
  form.setFields(fields);
  if (fields.length > 0) form.scrollToField(fields[0]!.name);
  return rest.join('; ');
}

/**
 * A form's save: runs the call, and on a refusal marks the named fields and keeps the rest as the
 * problem to show above the form. `busy` covers the call; a new save clears the last problem.
 */
export function useServerSave<V>(form: FormInstance, call: (values: V) => Promise<void>, unclaimed = '') {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  async function save(values: V) {
    setBusy(true);
    setProblem('');
    try {
      await call(values);
    } catch (e) {
      setProblem(showServerError(form, e) || unclaimed);
    } finally {
      setBusy(false);
    }
  }
  return { busy, problem, save };
}
