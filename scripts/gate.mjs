#!/usr/bin/env node
// The one gate: formatting, lint, type-check, unit and integration tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL or DATABASE_URL is set or a local one answers), web build, bundle budget,
// real-browser e2e. `npm test` runs this; .ci/run is `npm ci && npm test`. It first finds or sets up
// what it needs (scripts/test-env.mjs: Chromium, hledger, a local PostgreSQL) or stops at once saying what to do.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { prepareTestEnv, SetupRefused } from './test-env.mjs';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, '.gate');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const only = process.argv[2]; // e.g. `npm test -- e2e` runs one step
const counts = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

const steps = ['format', 'lint', 'typecheck', 'unit', 'integration', 'cluster', 'build', 'budget', 'e2e'];
if (only && !steps.includes(only)) {
  console.error(`unknown step ${only}; one of: ${steps.join(', ')}`);
  process.exit(64);
}
const wants = (...names) => !only || names.includes(only);

try {
  Object.assign(process.env, prepareTestEnv({ needBrowser: wants('e2e'), needHledger: wants('unit', 'integration') }));
} catch (error) {
  if (!(error instanceof SetupRefused)) throw error;
  console.error(error.message);
  process.exit(1);
}
const pgUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;

const gateStarted = Date.now();
/** Each step's name and seconds, printed again as a table at the end beside the total. */
const timings = [];

function run(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  const seconds = (Date.now() - started) / 1000;
  timings.push({ name, seconds, ok });
  console.log(`${ok ? '✔' : '✘'} ${name} (${seconds.toFixed(1)} s)`);
  if (!ok) failedSteps.push(name);
  return ok;
}

function addVitest(file) {
  try {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    counts.passed += r.numPassedTests;
    counts.failed += r.numFailedTests;
    counts.skipped += r.numPendingTests + r.numTodoTests;
  } catch {
    counts.failed += 1;
  }
}

function addPlaywright(file) {
  try {
    const s = JSON.parse(readFileSync(file, 'utf8')).stats;
    counts.passed += s.expected + s.flaky;
    counts.failed += s.unexpected;
    counts.skipped += s.skipped;
  } catch {
    counts.failed += 1;
  }
}

const npx = 'npx';
if (wants('format')) run('format (Prettier, width 120)', npx, ['prettier', '--check', '--log-level=warn', '.']);
if (wants('lint')) run('lint', npx, ['eslint', '.']);
// Files nothing imports and exports nobody uses (decision 121: knip.json says what is an entry).
if (wants('lint'))
  run('unused files and exports (knip)', npx, ['knip', '--no-progress', '--include', 'files,exports,types,duplicates']);
if (wants('typecheck')) run('typecheck', 'npm', ['run', '-s', 'typecheck']);

const unitJson = path.join(out, 'vitest-pglite.json');
if (wants('unit')) {
  run(
    'unit + integration (PGlite), with coverage',
    npx,
    // Coverage is measured here and printed as a summary; below the floor in vitest.config.ts the step fails (decision 044).
    ['vitest', 'run', '--coverage', '--reporter=default', '--reporter=json', `--outputFile.json=${unitJson}`],
    { TEST_DATABASE_URL: '' },
  );
  addVitest(unitJson);
}

if (pgUrl && wants('integration')) {
  const pgJson = path.join(out, 'vitest-postgres.json');
  run(
    'integration (PostgreSQL)',
    npx,
    [
      'vitest',
      'run',
      '--project',
      'server',
      '--project',
      'server-isolated',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${pgJson}`,
    ],
    { TEST_DATABASE_URL: pgUrl },
  );
  addVitest(pgJson);
} else if (wants('integration')) {
  console.log('\n(integration on PostgreSQL skipped: set TEST_DATABASE_URL or DATABASE_URL)');
}

// Two instances behind nginx on one PostgreSQL (decision 067): scripts/cluster-check.mjs through `npm run cluster`'s layout.
if (pgUrl && wants('cluster')) {
  run('two instances behind nginx (PostgreSQL)', 'node', ['--import', 'tsx', 'scripts/cluster-check.mjs']);
  try {
    const r = JSON.parse(readFileSync(path.join(out, 'cluster.json'), 'utf8'));
    counts.passed += r.passed;
    counts.failed += r.failed;
  } catch {
    counts.failed += 1;
  }
} else if (wants('cluster')) {
  console.log('\n(two-instance cluster check skipped: no PostgreSQL on 127.0.0.1:5432 or TEST_DATABASE_URL)');
}

const built =
  wants('build', 'budget', 'e2e') &&
  run('build web', 'npm', ['run', '-s', 'build', '-w', '@lendwell/web']) &&
  // The console is a separate bundle (apps/console/dist); the budget below measures the web app only.
  run('build console', 'npm', ['run', '-s', 'build', '-w', '@lendwell/console']) &&
  // The web host app under /app (decision 037); the budget checks it beside the web app.
  run('build host app', 'npm', ['run', '-s', 'build', '-w', '@lendwell/host']);
if (built && wants('budget')) run('bundle budget', 'node', ['scripts/check-budget.mjs']);

if (built && wants('e2e')) {
  const e2eJson = path.join(out, 'playwright.json');
  run('e2e (Chromium, 390×844)', 'npm', ['test', '-s', '-w', '@lendwell/e2e'], { PW_JSON_OUTPUT: e2eJson });
  addPlaywright(e2eJson);
}

console.log('\n──────────');
for (const t of timings) console.log(`${t.ok ? '✔' : '✘'} ${t.seconds.toFixed(1).padStart(7)} s  ${t.name}`);
console.log(
  `  ${((Date.now() - gateStarted) / 1000).toFixed(1).padStart(7)} s  in all (${((Date.now() - gateStarted) / 60000).toFixed(1)} min)`,
);
if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(', ')}`);
console.log(`${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
process.exit(failedSteps.length || counts.failed ? 1 : 0);
