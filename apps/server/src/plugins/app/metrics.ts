// /metrics in the Prometheus text format (decision 068): requests by route and status, latency
// histograms, server errors, the database pool, job runs and failures, payments by state and SMS sent.
// Counters are per instance (Prometheus adds instances up); payments and SMS are read from the
// database at scrape time, so they are the same whichever instance is asked. In production the
// endpoint needs METRICS_TOKEN as a bearer token and is absent without one; in sandbox it is open
// unless a token is set.
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { sql } from 'drizzle-orm';
import { ErrorCode } from '@lendwell/contracts';
import { constantTimeEqual } from '../../lib/secrets.js';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: { jobRun: (job: string, outcome: 'completed' | 'failed', seconds: number) => void; registry: Registry };
  }
}

/** Process figures (CPU, memory, event-loop lag) are one set per process, however many apps a test builds. */
const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry, prefix: 'lendwell_' });

export default fp(
  async (app) => {
    const registry = new Registry();
    const requests = new Counter({
      name: 'lendwell_http_requests_total',
      help: 'HTTP requests answered, by route pattern, method and status code',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    });
    const duration = new Histogram({
      name: 'lendwell_http_request_duration_seconds',
      help: 'Time to answer, by route pattern',
      labelNames: ['method', 'route'],
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });
    const serverErrors = new Counter({
      name: 'lendwell_http_server_errors_total',
      help: 'Answers with a 5xx status, by route pattern',
      labelNames: ['route'],
      registers: [registry],
    });
    const jobRuns = new Counter({
      name: 'lendwell_job_runs_total',
      help: 'Scheduled job runs on this instance, by job and outcome (completed or failed)',
      labelNames: ['job', 'outcome'],
      registers: [registry],
    });
    const jobDuration = new Histogram({
      name: 'lendwell_job_duration_seconds',
      help: 'How long a job run took',
      labelNames: ['job'],
      buckets: [0.1, 0.5, 1, 5, 15, 60, 300],
      registers: [registry],
    });
    new Gauge({
      name: 'lendwell_db_pool_connections',
      help: 'Database connections of this instance: total open, idle, and requests waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = app.dbHandle.poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
    new Gauge({
      name: 'lendwell_payments',
      help: 'Payments by purpose and status (from the database, the same on every instance)',
      labelNames: ['purpose', 'status'],
      registers: [registry],
      async collect() {
        this.reset();
        const result = (await app.db.execute(
          sql`select purpose, status, count(*)::int as n from payments group by purpose, status`,
        )) as unknown as { rows: { purpose: string; status: string; n: number }[] };
        for (const row of result.rows) this.set({ purpose: row.purpose, status: row.status }, Number(row.n));
      },
    });
    new Gauge({
      name: 'lendwell_sms_sent',
      help: 'Text messages sent, by gateway (from the outbox, the same on every instance)',
      labelNames: ['gateway'],
      registers: [registry],
      async collect() {
        this.reset();
        const result = (await app.db.execute(
          sql`select gateway, count(*)::int as n from sms_outbox group by gateway`,
        )) as unknown as { rows: { gateway: string; n: number }[] };
        for (const row of result.rows) this.set({ gateway: row.gateway }, Number(row.n));
      },
    });

    app.decorate('metrics', {
      registry,
      jobRun: (job: string, outcome: 'completed' | 'failed', seconds: number) => {
        jobRuns.inc({ job, outcome });
        jobDuration.observe({ job }, seconds);
      },
    });

    app.addHook('onResponse', (request, reply, done) => {
      // The route's pattern, never the raw URL: ids and tokens stay out of the labels.
      const route = request.routeOptions.url ?? 'unmatched';
      const status = reply.statusCode;
      requests.inc({ method: request.method, route, status });
      duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
      if (status >= 500) serverErrors.inc({ route });
      done();
    });

    const token = app.config.metricsToken;
    if (app.config.mode === 'production' && !token) return;
    app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
      if (token) {
        const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
        if (!constantTimeEqual(given, token))
          return reply
            .status(401)
            .send({ code: ErrorCode.unauthenticated, message: 'metrics need their token', data: null });
      }
      const merged = Registry.merge([processRegistry, registry]);
      return reply.type(merged.contentType).send(await merged.metrics());
    });
  },
  { name: 'metrics', dependencies: ['database'] },
);
