#!/usr/bin/env node
// Two instances in the tests (decision 067): starts `npm run cluster`'s layout — two servers behind nginx
// on one PostgreSQL — and checks that it behaves as one server: the close of business runs once, the
// SMS limit holds across both, a payment callback and its retry on different instances post once,
// stopping an instance mid-request loses nothing, and killing one mid-request doubles no write. Run by scripts/gate.mjs (step `cluster`) with
// `node --import tsx`; prints 'N passed, N failed' and writes .gate/cluster.json.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { hmac } from '../apps/server/src/lib/secrets.ts';
import { startCluster } from './cluster.mjs';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(path.join(root, 'apps/server/package.json'));
const { default: pg } = await import(require.resolve('pg'));
const PORT = Number(process.env.CLUSTER_PORT ?? 3290);
const started = Date.now();
const cluster = await startCluster({ port: PORT, database: 'lendwell_cluster_check', quiet: true, log: () => {} });
console.log(
  `cluster up in ${((Date.now() - started) / 1000).toFixed(1)} s: ${cluster.url} → ${cluster.instances.map((m) => m.port).join(', ')}`,
);
const db = new pg.Client({ connectionString: cluster.databaseUrl });
await db.connect();
const [a, b] = cluster.instances;
const admin = { authorization: `Bearer ${cluster.adminToken}` };

async function call(base, method, url, { headers = {}, body } = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // plain text (callback acknowledgements)
  }
  return { status: res.status, json, text };
}
async function adminCall(base, method, url, body) {
  const res = await call(base, method, `/api/admin${url}`, { headers: admin, body });
  if (res.json?.code !== 0) throw new Error(`${url}: ${res.status} ${res.text}`);
  return res.json.data;
}
async function metricSum(name, labels) {
  let total = 0;
  for (const m of cluster.instances) {
    const text = (await call(m.url, 'GET', '/metrics')).text;
    for (const line of text.split('\n'))
      if (line.startsWith(`${name}{`) && line.includes(labels)) total += Number(line.split(' ').pop());
  }
  return total;
}
async function until(check, what, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`never happened: ${what}`);
}

const results = [];
async function check(name, fn) {
  const t0 = Date.now();
  try {
    await fn();
    results.push({ name, ok: true });
    console.log(`  ✔ ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  } catch (error) {
    results.push({ name, ok: false, error: String(error?.stack ?? error) });
    console.log(`  ✘ ${name}\n    ${String(error?.message ?? error)}`);
  }
}

try {
  await check('the close of business runs once for two instances', async () => {
    await until(async () => {
      const { rows } = await db.query(
        "select count(*)::int as n from pgboss.job where name = 'close-of-business' and state = 'completed'",
      );
      return rows[0].n >= 1;
    }, 'a completed close of business');
    const { rows } = await db.query(
      "select count(*)::int as n from pgboss.job where name = 'close-of-business' and singleton_key = 'start'",
    );
    assert.equal(rows[0].n, 1, 'both instances asked for a run at start; the queue kept one');
    const completed = (
      await db.query(
        "select count(*)::int as n from pgboss.job where name = 'close-of-business' and state = 'completed'",
      )
    ).rows[0].n;
    // Each completed job ran on exactly one instance: the instances' counters add up to the queue's.
    assert.equal(await metricSum('lendwell_job_runs_total', 'job="close-of-business",outcome="completed"'), completed);
  });

  await check('the SMS limit holds across both instances (the 6th is refused whichever gets it)', async () => {
    const codes = [];
    // Six phones on one device, so the per-phone resend wait is not what refuses: the device's 5 in 10 minutes is.
    for (let i = 0; i < 6; i++) {
      const target = i % 2 === 0 ? a : b;
      const res = await call(target.url, 'POST', '/api/auth/send-code?deviceId=cluster-device-1', {
        body: { phone: `0921000001${i}` },
      });
      codes.push(res.status);
    }
    assert.deepEqual(codes, [200, 200, 200, 200, 200, 429]);
  });

  await check('a payment callback and its retry on different instances post once', async () => {
    await adminCall(a.url, 'POST', '/clock', { date: '2026-01-05' });
    const me = await adminCall(a.url, 'POST', '/sessions', { phone: '09210000002', reason: 'cluster check' });
    const auth = { authorization: `Bearer ${me.sessionId}` };
    const productId = (await db.query("select id from products where code = 'FLEX91' limit 1")).rows[0].id;
    const push = await call(b.url, 'POST', '/api/v3/loan-confirm/loan-detail-push', {
      headers: auth,
      body: { amount: 500000, periods: 1, termUnit: 91, productId },
    });
    const { orderId, orderNo } = push.json.data;
    await adminCall(a.url, 'POST', `/orders/${orderNo}/approve`, {});
    await adminCall(b.url, 'POST', `/orders/${orderNo}/disburse`);
    const code = await call(a.url, 'POST', '/api/v3/loan-details/generate-vcode', {
      headers: auth,
      body: { productId, orderId, amount: 250000, channelNumber: '7ELE' },
    });
    const { paymentNo } = code.json.data;
    // The payer pays; the provider's first callback is lost, then it arrives at both instances at once, then again.
    await adminCall(b.url, 'POST', `/payments/${paymentNo}/sandbox-settle`, { outcome: 'S', deliver: false });
    const txn = (await db.query('select txn_id, ref_no from sandbox_provider_txns where txn_id = $1', [paymentNo]))
      .rows[0];
    const fields = { txnid: txn.txn_id, refno: txn.ref_no, status: 'S', message: 'Payment received' };
    const secret = hmac(cluster.appSecret, 'sandbox-payment-provider');
    const digest = hmac(secret, `${fields.txnid}:${fields.refno}:${fields.status}:${fields.message}`);
    const deliver = (m) =>
      call(m.url, 'POST', '/api/payments/callback/sandbox', {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...fields, digest }).toString(),
      });
    const answers = await Promise.all([deliver(a), deliver(b)]);
    answers.push(await deliver(b), await deliver(a));
    assert.ok(
      answers.every((r) => r.status === 200),
      `callbacks answered ${answers.map((r) => r.status)}`,
    );
    const shown = await adminCall(b.url, 'GET', `/orders/${orderNo}`);
    const cash = shown.postings
      .filter((p) => p.kind === 'repayment' && p.account === 'cash')
      .reduce((n, p) => n + p.amountCents, 0);
    assert.equal(cash, 250000, 'the payment is posted exactly once');
    assert.equal((await adminCall(a.url, 'GET', `/payments/${paymentNo}`)).status, 'completed');
  });

  await check('stopping an instance mid-request loses nothing', async () => {
    const before = (await db.query('select count(*)::int as n from events where module_id = 77')).rows[0].n;
    const writes = Array.from({ length: 40 }, (_, i) =>
      call(cluster.url, 'POST', '/api/service/event/save', { body: { moduleId: 77, positionId: i } }),
    );
    const reads = Array.from({ length: 40 }, () => call(cluster.url, 'GET', '/api/health'));
    // SIGTERM while those are in flight: it drains (finishes them), and nginx sends the rest to the other.
    const stopped = new Promise((resolve) => setTimeout(resolve, 20)).then(() => a.stop('SIGTERM'));
    const answers = await Promise.all([...writes, ...reads]);
    const exitCode = await stopped;
    assert.equal(exitCode, 0, 'the instance drained and exited cleanly');
    const failed = answers.filter((r) => r.status !== 200 || r.json?.code !== 0);
    assert.equal(failed.length, 0, `answers that failed: ${failed.map((r) => `${r.status} ${r.text.slice(0, 80)}`)}`);
    const after = (await db.query('select count(*)::int as n from events where module_id = 77')).rows[0].n;
    assert.equal(after - before, 40, 'every write was stored once');
    // And the other instance serves on alone.
    assert.equal((await call(cluster.url, 'GET', '/api/health/ready')).status, 200);
  });

  await check('a killed instance doubles no write (the proxy re-sends no POST it may have received)', async () => {
    // The instance stopped above comes back, then dies by SIGKILL while writes are in flight (decision 100).
    await a.start();
    const writes = Array.from({ length: 60 }, (_, i) =>
      call(cluster.url, 'POST', '/api/service/event/save', { body: { moduleId: 78, positionId: i } }).catch(() => ({
        status: 0,
        json: null,
        text: 'no answer',
      })),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    await a.stop('SIGKILL');
    const answers = await Promise.all(writes);
    const { rows } = await db.query(
      'select position_id as "positionId", count(*)::int as n from events where module_id = 78 group by position_id',
    );
    const doubled = rows.filter((r) => r.n > 1).map((r) => r.positionId);
    assert.deepEqual(doubled, [], 'no write is stored twice');
    const stored = new Set(rows.map((r) => r.positionId));
    const lost = answers.flatMap((r, i) => (r.status === 200 && r.json?.code === 0 && !stored.has(i) ? [i] : []));
    assert.deepEqual(lost, [], 'every write answered 200 is stored');
    // The survivor serves on alone.
    assert.equal((await call(cluster.url, 'GET', '/api/health/ready')).status, 200);
  });
} finally {
  await db.end();
  await cluster.stop();
}

const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
mkdirSync(path.join(root, '.gate'), { recursive: true });
writeFileSync(path.join(root, '.gate', 'cluster.json'), JSON.stringify({ passed, failed, results }, null, 2));
console.log(`cluster: ${passed} passed, ${failed} failed (${((Date.now() - started) / 1000).toFixed(1)} s)`);
process.exit(failed ? 1 : 0);
