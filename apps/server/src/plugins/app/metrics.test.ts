// /metrics and the load balancer's probes: what an on-call engineer reads, and who may read it.
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../test/helper.js';

const METRICS_TOKEN = 'metrics-token-0123456789abcdef0123456789';
const app = await build();
const guarded = await build({ metricsToken: METRICS_TOKEN });
const worker = await build({ role: 'worker' });
afterAll(async () => {
  await Promise.all([app.close(), guarded.close(), worker.close()]);
});

describe('/metrics', () => {
  it('counts requests by route pattern and reads the pool, payments and SMS in the Prometheus format', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await app.inject({ method: 'GET', url: '/api/agreements/not-a-real-one?sig=secret-signature' });
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    expect(text).toMatch(/lendwell_http_requests_total\{method="GET",route="\/api\/health",status="200"\} 1/);
    expect(text).toMatch(
      /lendwell_http_request_duration_seconds_bucket\{le="0\.5",method="GET",route="\/api\/health"\} 1/,
    );
    expect(text).toMatch(/lendwell_db_pool_connections\{state="total"\} \d+/);
    expect(text).toContain('# TYPE lendwell_payments gauge');
    expect(text).toContain('# TYPE lendwell_sms_sent gauge');
    expect(text).toContain('# TYPE lendwell_job_runs_total counter');
    expect(text).toContain('lendwell_process_cpu_seconds_total');
    // Labels carry route patterns, never a raw URL with its signature.
    expect(text).not.toContain('secret-signature');
  });

  it('asks for the token when one is set', async () => {
    expect((await guarded.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = { authorization: `Bearer ${METRICS_TOKEN.replace('0', '1')}` };
    expect((await guarded.inject({ method: 'GET', url: '/metrics', headers: wrong })).statusCode).toBe(401);
    const right = { authorization: `Bearer ${METRICS_TOKEN}` };
    expect((await guarded.inject({ method: 'GET', url: '/metrics', headers: right })).statusCode).toBe(200);
  });
});

describe('probes and roles', () => {
  it('is live, and ready until it drains', async () => {
    expect((await guarded.inject({ method: 'GET', url: '/api/health/live' })).json()).toMatchObject({
      data: { status: 'ok', role: 'all' },
    });
    expect((await guarded.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    guarded.beginDrain();
    const draining = await guarded.inject({ method: 'GET', url: '/api/health/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toMatchObject({ data: { status: 'draining' } });
  });

  it('answers only probes and metrics on a worker instance', async () => {
    expect((await worker.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    expect((await worker.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
    const refused = await worker.inject({ method: 'GET', url: '/api/console/clock' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ message: 'this instance runs jobs only' });
  });
});
