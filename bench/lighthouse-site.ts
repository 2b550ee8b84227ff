// Lighthouse scores of the official site (/) on a phone and on a desktop, in Debian's Chromium.
// Starts a sandbox server on a fresh data directory (or measures --url), prints the four category
// scores and writes them to bench/output/lighthouse-site.json. Needs a web build first.
// Run: npm run -s lighthouse -w @lendwell/bench [-- --url http://127.0.0.1:3000/] [--port 3310]
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const { values } = parseArgs({ options: { url: { type: 'string' }, port: { type: 'string', default: '3310' } } });
const root = path.resolve(import.meta.dirname, '..');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

async function waitFor(url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

let server: ChildProcess | undefined;
let dataDir: string | undefined;
let target = values.url;
if (!target) {
  dataDir = mkdtempSync(path.join(tmpdir(), 'lendwell-lighthouse-'));
  const port = values.port!;
  // The embedded database on a fresh directory, whatever the shell says.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    APP_MODE: 'sandbox',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  server = spawn('node', ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(root, 'apps/server'),
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  target = `http://127.0.0.1:${port}/`;
  await waitFor(`http://127.0.0.1:${port}/api/health`, 60_000);
}

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const results: Record<string, Record<string, number>> = {};
try {
  for (const formFactor of ['mobile', 'desktop'] as const) {
    const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] };
    const run = await lighthouse(target, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    if (!run) throw new Error('lighthouse returned nothing');
    const lhr = run.lhr;
    results[formFactor] = Object.fromEntries(
      categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    );
    // Name what cost points, so a score below 100 says why.
    const misses = Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'notApplicable' &&
          a.scoreDisplayMode !== 'manual',
      )
      .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
    console.log(`${formFactor.padEnd(8)} ${categories.map((c) => `${c} ${results[formFactor]![c]}`).join('  ')}`);
    console.log(
      `         LCP ${lhr.audits['largest-contentful-paint']?.displayValue}  CLS ${lhr.audits['cumulative-layout-shift']?.displayValue}  TBT ${lhr.audits['total-blocking-time']?.displayValue}`,
    );
    if (misses.length) console.log(`         below 90: ${misses.join(', ')}`);
  }
} finally {
  await chrome.kill();
  server?.kill('SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

const outDir = path.join(import.meta.dirname, 'output');
mkdirSync(outDir, { recursive: true });
writeFileSync(
  path.join(outDir, 'lighthouse-site.json'),
  `${JSON.stringify({ url: values.url ? target : '/', lighthouse: '12', chromium: chromePath, measuredAt: new Date().toISOString(), scores: results }, null, 2)}\n`,
);
console.log(`written to bench/output/lighthouse-site.json`);
