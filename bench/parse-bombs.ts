// Health under parse bombs (decision 101): starts one server instance (PGlite, sandbox, its own DATA_DIR) and
// measures /api/health's latency one request at a time, first quiet, then while ATTACKERS clients each send
// unauthenticated bombs under 1 MB without pause: a 90,000-key object and arrays nested 400,000 deep to
// /api/auth/send-code (as reported), and the same plus bombs that fit the 64 KB default (arrays 30,000 deep, a
// 5,000-key object) to /api/user-problem/problem-list, which has no rate limit. Prints p50 and p99 of both
// phases from the same run, their ratio, and what the bombs were answered. Run: npm run parse-bombs -w bench
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const here = import.meta.dirname;
const PORT = Number(process.env.BENCH_PORT ?? 3290);
const SAMPLES = Number(process.env.SAMPLES ?? 600);
const ATTACKERS = Number(process.env.ATTACKERS ?? 4);
const base = `http://127.0.0.1:${PORT}`;

const wideObject = (count: number) => `{${Array.from({ length: count }, (_, i) => `"k${i}":1`).join(',')}}`;
const deepArrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const bombs = [
  { name: '90,000-key object → send-code', path: '/api/auth/send-code', body: wideObject(90_000) },
  { name: 'arrays 400,000 deep → send-code', path: '/api/auth/send-code', body: deepArrays(400_000) },
  { name: '90,000-key object → problem-list', path: '/api/user-problem/problem-list', body: wideObject(90_000) },
  { name: 'arrays 400,000 deep → problem-list', path: '/api/user-problem/problem-list', body: deepArrays(400_000) },
  { name: 'arrays 30,000 deep → problem-list', path: '/api/user-problem/problem-list', body: deepArrays(30_000) },
  { name: '5,000-key object → problem-list', path: '/api/user-problem/problem-list', body: wideObject(5_000) },
];
for (const bomb of bombs) if (bomb.body.length >= 1024 * 1024) throw new Error(`${bomb.name} is not under 1 MB`);

/** The attackers run in a process of their own, so their sending does not delay the measuring client's loop. */
if (process.env.PARSE_BOMBS_ATTACK) {
  const payloads = bombs.map((bomb) => ({ ...bomb, body: Buffer.from(bomb.body) }));
  const answers = new Map<string, Map<number, number>>();
  let attacking = true;
  process.on('SIGTERM', () => {
    attacking = false;
  });
  const attacker = async (n: number) => {
    for (let i = n; attacking; i++) {
      const bomb = payloads[i % payloads.length]!;
      const res = await fetch(`${base}${bomb.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: bomb.body,
      }).catch(() => null);
      await res?.arrayBuffer().catch(() => undefined);
      const counts = answers.get(bomb.name) ?? new Map<number, number>();
      const status = res ? res.status : 0;
      counts.set(status, (counts.get(status) ?? 0) + 1);
      answers.set(bomb.name, counts);
    }
  };
  await Promise.all(Array.from({ length: ATTACKERS }, (_, n) => attacker(n)));
  for (const [name, counts] of answers)
    console.log(`  ${name.padEnd(36)} ${[...counts].map(([status, count]) => `${count}× ${status}`).join(', ')}`);
  process.exit(0);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lendwell-parse-bombs-'));
const server = spawn('node', ['--import', 'tsx', path.resolve(here, '../apps/server/src/server.ts')], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function ready() {
  for (let i = 0; i < 600; i++) {
    const up = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start');
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** Health latencies in ms, one request at a time. */
async function healthLatencies(): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now();
    const res = await fetch(`${base}/api/health`);
    await res.arrayBuffer();
    out.push(performance.now() - started);
  }
  return out.sort((a, b) => a - b);
}

try {
  await ready();
  await healthLatencies(); // warm-up
  const quiet = await healthLatencies();

  const attack = spawn('node', ['--import', 'tsx', import.meta.filename], {
    env: { ...process.env, PARSE_BOMBS_ATTACK: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let attackReport = '';
  attack.stdout.on('data', (chunk: Buffer) => (attackReport += chunk.toString()));
  // The attack is under way once the first bombs have been answered; give the process its start.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const attacked = await healthLatencies();
  attack.kill('SIGTERM');
  await new Promise((resolve) => attack.once('exit', resolve));

  const row = (label: string, sorted: number[]) =>
    `${label.padEnd(24)} p50 ${percentile(sorted, 0.5).toFixed(1).padStart(7)} ms   p99 ${percentile(sorted, 0.99).toFixed(1).padStart(7)} ms`;
  console.log(
    `bench/parse-bombs: ${SAMPLES} health requests per phase, one at a time; ${ATTACKERS} attackers; PGlite; ${os.cpus().length} cores`,
  );
  console.log(row('health, quiet', quiet));
  console.log(row(`health, ${ATTACKERS} attackers`, attacked));
  console.log(`p99 under attack / p99 quiet: ${(percentile(attacked, 0.99) / percentile(quiet, 0.99)).toFixed(2)}x`);
  process.stdout.write(attackReport);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
