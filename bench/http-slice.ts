// Prints request throughput and latency of the customer-service slice (session lookup + one
// query + envelope) through the whole Fastify stack on PGlite in memory. Run: npm run bench:http
import { performance } from 'node:perf_hooks';
import { build } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';

const REQUESTS = Number(process.env.REQUESTS ?? 3000);
const config = {
  ...loadConfig({ LOG_LEVEL: 'silent' }),
  appSecret: 'bench-secret-0123456789abcdef0123456789',
  adminToken: 'bench-admin-0123456789abcdef0123456789',
  dataDir: '/tmp/bench-unused',
};
const database = await openDatabase({
  kind: process.env.DATABASE_URL ? 'postgres' : 'pglite',
  url: process.env.DATABASE_URL ?? '',
  dataDir: undefined,
} as never);
const app = await build({ config, database, webDist: '/nonexistent' });
await app.ready();

const created = await app.inject({
  method: 'POST',
  url: '/api/admin/sessions',
  headers: { authorization: `Bearer ${config.adminToken}` },
  payload: { phone: '09171234567' },
});
const { sessionId } = (created.json() as { data: { sessionId: string } }).data;

const latencies: number[] = [];
const started = performance.now();
for (let i = 0; i < REQUESTS; i++) {
  const t0 = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/v3/personal-center/contact-kf-info?deviceId=b',
    headers: { authorization: `Bearer ${sessionId}`, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'overall=30',
  });
  if (res.statusCode !== 200) throw new Error(`unexpected ${res.statusCode}`);
  latencies.push(performance.now() - t0);
}
const seconds = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const pct = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(2);
console.log(`database        ${app.dbKind}`);
console.log(`requests        ${REQUESTS} sequential (inject, no network)`);
console.log(`throughput      ${(REQUESTS / seconds).toFixed(0)} req/s`);
console.log(`latency ms      p50 ${pct(50)}  p90 ${pct(90)}  p99 ${pct(99)}`);
await app.close();
await database.close();
