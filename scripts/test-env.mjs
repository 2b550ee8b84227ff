#!/usr/bin/env node
// What `npm test` needs on a fresh machine, found or set up before any step runs (scripts/gate.mjs
// calls prepareTestEnv first; `node scripts/test-env.mjs` runs it alone):
// - Chromium for the e2e step: CHROMIUM_PATH, /usr/bin/chromium or `chromium` on PATH; else Debian's
//   package when we are root and apt-get exists (Playwright's own browser download is not available).
// - hledger for the books' outside check (a server test imports the journals with it, decision 115):
//   HLEDGER_PATH, /usr/bin/hledger or `hledger` on PATH; else Debian's package, as for Chromium.
// - PostgreSQL for the second integration run: a local cluster that is installed but stopped is
//   started; when one answers on 127.0.0.1:5432, TEST_DATABASE_URL defaults to its `test` database.
// Anything missing that cannot be installed stops the gate at once with one line saying what to do.
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants, readdirSync } from 'node:fs';
import path from 'node:path';

const LOCAL_PG = { host: '127.0.0.1', port: '5432', url: 'postgres://postgres@127.0.0.1:5432/test' };

function executable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && executable(path.join(dir, name))) return path.join(dir, name);
  }
  return null;
}

export class SetupRefused extends Error {}

function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (executable(fromEnv)) return fromEnv;
    throw new SetupRefused(`CHROMIUM_PATH=${fromEnv} is not an executable file: fix it or unset it`);
  }
  if (executable('/usr/bin/chromium')) return '/usr/bin/chromium';
  return onPath('chromium');
}

/**
 * Installs Debian packages for a tool the gate needs when we are root and apt-get exists, then finds it;
 * else throws the one line saying how to install it by hand (`tool` names it, `envVar` overrides its path).
 */
function aptInstall({ tool, purpose, packages, envVar, find, log }) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root || !onPath('apt-get'))
    throw new SetupRefused(
      `${tool} not found for ${purpose}: run \`sudo apt-get install ${tool}\` (or set ${envVar}), then npm test again`,
    );
  log(`installing Debian's ${tool} for ${purpose} (apt-get)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const quiet = { stdio: ['ignore', 'ignore', 'inherit'], env };
  if (spawnSync('apt-get', ['update', '-qq'], quiet).status !== 0)
    throw new SetupRefused(`apt-get update failed: install ${tool} by hand (apt-get install ${tool})`);
  if (spawnSync('apt-get', ['install', '-y', '-qq', ...packages], quiet).status !== 0)
    throw new SetupRefused(`apt-get install ${tool} failed: install it by hand or set ${envVar}`);
  const found = find();
  if (!found) throw new SetupRefused(`${tool} was installed but is not on PATH: set ${envVar}`);
  return found;
}

const installChromium = (log) =>
  aptInstall({
    tool: 'chromium',
    purpose: 'the e2e tests',
    packages: ['chromium', 'fonts-noto-core'],
    envVar: 'CHROMIUM_PATH',
    find: findChromium,
    log,
  });

/** hledger, the outside check of the books (decision 115): HLEDGER_PATH, /usr/bin/hledger or `hledger` on PATH. */
export function findHledger() {
  const fromEnv = process.env.HLEDGER_PATH;
  if (fromEnv) {
    if (executable(fromEnv)) return fromEnv;
    throw new SetupRefused(`HLEDGER_PATH=${fromEnv} is not an executable file: fix it or unset it`);
  }
  if (executable('/usr/bin/hledger')) return '/usr/bin/hledger';
  return onPath('hledger');
}

const installHledger = (log) =>
  aptInstall({
    tool: 'hledger',
    purpose: 'the books check',
    packages: ['hledger'],
    envVar: 'HLEDGER_PATH',
    find: findHledger,
    log,
  });

export const pgReady = () =>
  onPath('pg_isready') !== null &&
  spawnSync('pg_isready', ['-h', LOCAL_PG.host, '-p', LOCAL_PG.port, '-q'], { stdio: 'ignore' }).status === 0;

/** Starts the first local Debian cluster when PostgreSQL is installed but not answering; waits up to 30 s. */
export function startLocalPostgres(log) {
  if (!onPath('pg_ctlcluster') || pgReady()) return;
  let version;
  try {
    version = readdirSync('/etc/postgresql').sort()[0];
  } catch {
    return;
  }
  if (!version) return;
  log(`starting the local PostgreSQL ${version} cluster`);
  spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { stdio: 'ignore' });
  const until = Date.now() + 30_000;
  while (!pgReady() && Date.now() < until) execFileSync('sleep', ['1']);
}

/**
 * Prepares the machine for the gate's steps. Answers the environment to add (CHROMIUM_PATH, HLEDGER_PATH,
 * TEST_DATABASE_URL); throws SetupRefused with the one line to show when something cannot be had.
 */
export function prepareTestEnv({ needBrowser = true, needHledger = true, log = (line) => console.log(line) } = {}) {
  const env = {};
  if (needBrowser) env.CHROMIUM_PATH = findChromium() ?? installChromium(log);
  if (needHledger) env.HLEDGER_PATH = findHledger() ?? installHledger(log);
  if (!process.env.TEST_DATABASE_URL && !process.env.DATABASE_URL) {
    startLocalPostgres(log);
    if (pgReady()) env.TEST_DATABASE_URL = LOCAL_PG.url;
  }
  return env;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const env = prepareTestEnv();
    for (const [k, v] of Object.entries(env)) console.log(`${k}=${v}`);
  } catch (error) {
    if (!(error instanceof SetupRefused)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
