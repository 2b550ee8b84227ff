// The operator CLI as an operator runs it (npm run ops), against this run's server and data directory.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { E2E_DATA_DIR, E2E_PORT } from './env';

const root = path.resolve(import.meta.dirname, '../..');

/** Runs `npm run ops -- <args>` and answers its JSON output. */
export function ops(...args: string[]): unknown {
  const out = execFileSync('npm', ['run', '-s', 'ops', '--', ...args], {
    cwd: root,
    env: { ...process.env, PORT: String(E2E_PORT), DATA_DIR: E2E_DATA_DIR },
    encoding: 'utf8',
  });
  return JSON.parse(out);
}
