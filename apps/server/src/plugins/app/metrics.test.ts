// /metrics and the load balancer's probes: what an on-call engineer reads, and who may read it.
import { Counter, Histogram, Registry } from 'prom-client';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from '../../test/helper.js';
import { requestMetrics } from './metrics.js';

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

describe('the request tally (decision 094)', () => {
  it('writes the very lines prom-client wrote when it counted each request itself', async () => {
    // The metrics as they were before the tally: prom-client's Counter and Histogram, fed on every request.
    const before = new Registry();
    const requests = new Counter({
      name: 'lendwell_http_requests_total',
      help: 'HTTP requests answered, by route pattern, method and status code',
      labelNames: ['method', 'route', 'status'],
      registers: [before],
    });
    const duration = new Histogram({
      name: 'lendwell_http_request_duration_seconds',
      help: 'Time to answer, by route pattern',
      labelNames: ['method', 'route'],
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [before],
    });
    const serverErrors = new Counter({
      name: 'lendwell_http_server_errors_total',
      help: 'Answers with a 5xx status, by route pattern',
      labelNames: ['route'],
      registers: [before],
    });
    const after = new Registry();
    const tally = requestMetrics(after);
    expect(await after.metrics()).toBe(await before.metrics());

    // Bounds exactly, between them, past the last, two methods on one route, 4xx and 5xx, the unmatched route.
    const answers: [string, string, number, number][] = [
      ['GET', '/api/health', 200, 0.0004],
      ['GET', '/api/health', 200, 0.002],
      ['GET', '/api/health', 503, 0.0123],
      ['POST', '/api/health', 200, 7.5],
      ['GET', '/api/v3/loan-details/loan-details', 200, 5],
      ['GET', '/api/v3/loan-details/loan-details', 404, 0.25],
      ['POST', '/api/user-problem/problem-list', 500, 1.2345678],
      ['GET', 'unmatched', 404, 0.00099],
    ];
    for (const [method, route, status, seconds] of answers) {
      requests.inc({ method, route, status });
      duration.observe({ method, route }, seconds);
      if (status >= 500) serverErrors.inc({ route });
      tally.count(method, route, status, seconds);
    }
    const text = await after.metrics();
    expect(text).toBe(await before.metrics());
    expect(text).toContain(
      'lendwell_http_request_duration_seconds_bucket{le="+Inf",method="POST",route="/api/health"} 1',
    );
    expect(text).toContain('lendwell_http_server_errors_total{route="/api/health"} 1');
    // Merged with another registry, as /metrics does with the process figures.
    expect(await Registry.merge([new Registry(), after]).metrics()).toBe(await before.metrics());
  });
});
