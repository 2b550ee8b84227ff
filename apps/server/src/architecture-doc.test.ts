// docs/ARCHITECTURE.md must name only files and folders that exist: a newcomer who
// follows it finds every path where it says. A path is taken as written from the repository root, or from
// one of the source roots the document writes paths relative to (the server's, the clients', contracts').
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const bases = [
  '',
  'apps/server',
  'apps/web',
  'apps/server/src',
  'apps/web/src',
  'apps/console/src',
  'apps/host/src',
  'packages/contracts/src',
  'docs',
];

/** Backticked words with a slash that are names of other things: a lint rule, a path under DATA_DIR. */
const notPaths = new Set(['import-x/no-restricted-paths', 'DATA_DIR/uploads']);

/** Paths the document names: backticked words with a slash or a file extension, minus URLs and patterns. */
export function namedPaths(markdown: string): string[] {
  const found = new Set<string>();
  for (const [, text] of markdown.matchAll(/`([^`\n]+)`/g)) {
    const word = text!.trim();
    if (!/^[\w.@-]+(\/[\w.@-]+)*\/?$/.test(word)) continue; // URLs with params, placeholders, globs, code
    if (!word.includes('/') && !/\.(ts|tsx|mjs|md|json|yaml|sql|conf|html)$/.test(word)) continue;
    if (word.startsWith('@') || notPaths.has(word)) continue; // npm packages, see above
    found.add(word);
  }
  return [...found];
}

const exists = (p: string) => bases.some((base) => existsSync(path.join(root, base, p)));

/** A bare file name (`engine.ts`) is read in the folder the document named before it (`domain/credit/`). */
function missing(paths: string[]): string[] {
  const folders: string[] = [];
  return paths.filter((p) => {
    if (p.endsWith('/')) folders.push(p);
    if (p.includes('/')) return !exists(p);
    return !exists(p) && !folders.some((folder) => exists(path.join(folder, p)));
  });
}

describe('docs/ARCHITECTURE.md', () => {
  it('names only paths that exist', () => {
    const doc = readFileSync(path.join(root, 'docs/ARCHITECTURE.md'), 'utf8');
    const paths = namedPaths(doc);
    expect(paths.length).toBeGreaterThan(50);
    expect(missing(paths)).toEqual([]);
  });

  it('takes backticked paths and leaves URLs and code out', () => {
    expect(namedPaths('see `lib/job-queue.ts`, `GET /api/host/messages`, `app.limit(scope)` and `Dockerfile`')).toEqual(
      ['lib/job-queue.ts'],
    );
  });

  it('reports a path that is not there, and reads a bare name in the folder named before it', () => {
    expect(missing(['domain/credit/', 'engine.ts', 'domain/no-such-rule.ts', 'no-such-file.ts'])).toEqual([
      'domain/no-such-rule.ts',
      'no-such-file.ts',
    ]);
  });
});
