// docs/decisions/README.md is the index of the decision records: every record by area with its state
// (current, amended by, superseded in part by...). It stays true only if a new record gets its row and a
// record's back-links ("Amended by: [055](...)") are named in its row, so this test checks both, and says
// which record or link is wrong so the one who adds a record knows what to write.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/decisions');

/** Record files are `NNN-kebab-title.md`; the README and anything else in the folder are not records. */
export function recordFiles(names: string[]): string[] {
  return names.filter((name) => /^\d{3}-[\w.-]+\.md$/.test(name)).sort();
}

/** Targets of markdown links to record files (`[055](055-....md)`), in order, anchors dropped. */
export function recordLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\((\d{3}-[^)#\s]+\.md)(?:#[^)]*)?\)/g)].map((match) => match[1]!);
}

/** The index's rows by record number: a table row that starts with the number (`| 009 | ... |`). */
export function indexRows(readme: string): Map<string, string> {
  const rows = new Map<string, string>();
  for (const line of readme.split('\n')) {
    const number = /^\|\s*(\d{3})\s*\|/.exec(line)?.[1];
    if (number) rows.set(number, line);
  }
  return rows;
}

/** The records a record's back-link lines name ("Amended by:", "Superseded in part by:", ...). */
export function backLinks(record: string): string[] {
  const linked: string[] = [];
  for (const line of record.split('\n')) {
    if (!/^(- )?(Superseded by|Superseded in part by|Amended by|Extended by):/.test(line)) continue;
    linked.push(...recordLinks(line).map((file) => file.slice(0, 3)));
  }
  return linked;
}

/** What makes the index untrue, one sentence each; empty when it holds. */
export function indexProblems(names: string[], readme: string, read: (file: string) => string): string[] {
  const files = recordFiles(names);
  const problems: string[] = [];
  const rows = indexRows(readme);
  for (const file of files) {
    const number = file.slice(0, 3);
    const row = rows.get(number);
    if (!row) {
      problems.push(
        `record ${file} is missing from docs/decisions/README.md: add a row "| ${number} | [title](${file}) | date | state |" in its area`,
      );
      continue;
    }
    if (!recordLinks(row).includes(file)) problems.push(`the README's row ${number} does not link ${file}`);
    for (const later of backLinks(read(file))) {
      if (!recordLinks(row).some((link) => link.startsWith(`${later}-`))) {
        problems.push(
          `${file} has a back-link to ${later}, but the README's row ${number} does not name ${later} in its state`,
        );
      }
    }
  }
  for (const number of rows.keys()) {
    if (!files.some((file) => file.startsWith(`${number}-`)))
      problems.push(`the README has a row ${number} but no record ${number} exists`);
  }
  const linked = [readme, ...files.map(read)].flatMap(recordLinks);
  for (const link of new Set(linked)) {
    if (!files.includes(link)) problems.push(`a link to ${link} names a file that does not exist in docs/decisions`);
  }
  return problems;
}

describe('docs/decisions/README.md', () => {
  it('indexes every record, links only records that exist, and names every back-link in the state', () => {
    const names = readdirSync(folder);
    const readme = readFileSync(path.join(folder, 'README.md'), 'utf8');
    expect(recordFiles(names).length).toBeGreaterThan(100);
    expect(indexProblems(names, readme, (file) => readFileSync(path.join(folder, file), 'utf8'))).toEqual([]);
  });

  it('states the back-link of a figure a later record changed (009, 110 kB)', () => {
    const record = readFileSync(path.join(folder, '009-bundle-budget.md'), 'utf8');
    expect(backLinks(record)).toContain('055');
    expect(
      existsSync(
        path.join(
          folder,
          recordLinks(record).find((link) => link.startsWith('055-'))!,
        ),
      ),
    ).toBe(true);
  });

  it('names the record missing from the index, the dead link and the back-link the state leaves out', () => {
    const readme = [
      '| No. | Title | Date | State |',
      '| 001 | [One](001-one.md) | 2026-11-22 | amended by [003](003-three.md) |',
      '| 002 | [Two](002-two.md) | 2026-11-22 | current |',
      '| 004 | [Gone](004-gone.md) | 2026-11-22 | current |',
    ].join('\n');
    const records: Record<string, string> = {
      '001-one.md': '# 001 One\n- Status: accepted\n- Amended by: [003](003-three.md) — the limit\n',
      '002-two.md': '# 002 Two\n- Status: accepted\n- Superseded in part by: [003](003-three.md) — a rule\n',
      '003-three.md': '# 003 Three\n- Status: accepted; amends 001 and 002\n',
    };
    const names = [...Object.keys(records), 'README.md'];
    expect(indexProblems(names, readme, (file) => records[file]!)).toEqual([
      "002-two.md has a back-link to 003, but the README's row 002 does not name 003 in its state",
      'record 003-three.md is missing from docs/decisions/README.md: add a row "| 003 | [title](003-three.md) | date | state |" in its area',
      'the README has a row 004 but no record 004 exists',
      'a link to 004-gone.md names a file that does not exist in docs/decisions',
    ]);
  });
});
