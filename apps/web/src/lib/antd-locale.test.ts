import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import antdLocale from './antd-locale';

const src = path.resolve(import.meta.dirname, '..');
const components = path.resolve(import.meta.dirname, '../../../../node_modules/antd-mobile/es/components');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** The antd-mobile components the app imports, with every component they import in turn. */
function componentsUsed(): Set<string> {
  const found = new Set<string>();
  const queue: string[] = [];
  for (const file of filesUnder(src).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f)))
    for (const m of readFileSync(file, 'utf8').matchAll(/antd-mobile\/es\/components\/([a-z-]+)/g)) queue.push(m[1]!);
  while (queue.length) {
    const name = queue.pop()!;
    if (found.has(name)) continue;
    found.add(name);
    for (const file of filesUnder(path.join(components, name)).filter((f) => f.endsWith('.js')))
      for (const m of readFileSync(file, 'utf8').matchAll(/from '\.\.\/([a-z-]+)/g)) queue.push(m[1]!);
  }
  return found;
}

describe('the trimmed antd-mobile locale', () => {
  it('has every text the antd-mobile components the app uses read', () => {
    const used = componentsUsed();
    expect(used.has('button')).toBe(true);
    const missing: string[] = [];
    for (const name of used)
      for (const file of filesUnder(path.join(components, name)).filter((f) => f.endsWith('.js')))
        for (const m of readFileSync(file, 'utf8').matchAll(/locale\.([A-Za-z]+)\.([A-Za-z]+)/g)) {
          const group = (antdLocale as unknown as Record<string, Record<string, unknown> | undefined>)[m[1]!];
          if (group?.[m[2]!] === undefined) missing.push(`${name}: locale.${m[1]}.${m[2]}`);
        }
    expect(missing).toEqual([]);
  });
});
