#!/usr/bin/env node
// The development loop: the server restarting on change (logs made readable by pino-pretty) and
// Vite's dev servers for the borrower app and the console, which proxy /api to the server.
// `npm run dev`; Ctrl-C stops all three.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const parts = [
  ['server', ['run', 'dev', '-w', '@lendwell/server']],
  ['web', ['run', 'dev', '-w', '@lendwell/web', '--', '--port', '5173', '--strictPort']],
  ['console', ['run', 'dev', '-w', '@lendwell/console', '--', '--port', '5174', '--strictPort']],
];

const children = parts.map(([name, args]) => {
  const child = spawn('npm', args, { cwd: root, stdio: 'inherit' });
  child.on('exit', (code, signal) => {
    // One part ending ends the loop, so a crash is not hidden behind the others' output.
    console.log(`\n${name} stopped (${signal ?? `exit ${code}`}); stopping the others`);
    stopAll(code ?? 1);
  });
  return child;
});

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  process.exitCode = code;
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

console.log(
  'server http://localhost:3000 · borrower app (Vite) http://localhost:5173 · console http://localhost:5174/console/',
);
