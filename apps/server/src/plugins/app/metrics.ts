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

const DURATION_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** One (method, route pattern)'s answers: by status, by duration bucket (not cumulative), their sum and count. */
export type RouteTally = {
  method: string;
  route: string;
  statuses: Map<number, number>;
  buckets: number[];
  sum: number;
  count: number;
  serverErrors: number;
};

/** The instance's answers by method and route pattern, counted with a map look-up and a few additions each. */
export function requestTally(bounds: readonly number[]) {
  const byRoute = new Map<string, Map<string, RouteTally>>();
  return {
    bounds,
    count(method: string, route: string, status: number, seconds: number) {
      let methods = byRoute.get(route);
      if (!methods) byRoute.set(route, (methods = new Map()));
      let t = methods.get(method);
      if (!t) {
        t = { method, route, statuses: new Map(), buckets: bounds.map(() => 0), sum: 0, count: 0, serverErrors: 0 };
        methods.set(method, t);
      }
      t.statuses.set(status, (t.statuses.get(status) ?? 0) + 1);
      // The first bound the duration does not exceed, as Prometheus' `le`; past the last, only +Inf (the count).
      for (let i = 0; i < bounds.length; i++) {
        if (seconds <= bounds[i]!) {
          t.buckets[i]! += 1;
          break;
        }
      }
      t.sum += seconds;
      t.count += 1;
      if (status >= 500) t.serverErrors += 1;
    },
    *all(): Generator<RouteTally> {
      for (const methods of byRoute.values()) yield* methods.values();
    },
  };
}

type Tally = ReturnType<typeof requestTally>;

/**
 * A histogram as prom-client's registry reads one (name, help, type and the values of `get`), made from the tally:
 * the same lines a prom-client Histogram writes — cumulative `_bucket` lines with `le` first, `+Inf`, `_sum`, `_count`.
 */
export function histogramOf(tally: Tally, name: string, help: string) {
  return {
    name,
    help,
    type: 'histogram' as const,
    aggregator: 'sum' as const,
    get() {
      const values: { labels: Record<string, string | number>; value: number; metricName: string }[] = [];
      for (const t of tally.all()) {
        const labels = { method: t.method, route: t.route };
        let cumulative = 0;
        tally.bounds.forEach((le, i) => {
          cumulative += t.buckets[i]!;
          values.push({ labels: { le, ...labels }, value: cumulative, metricName: `${name}_bucket` });
        });
        values.push({ labels: { le: '+Inf', ...labels }, value: t.count, metricName: `${name}_bucket` });
        values.push({ labels, value: t.sum, metricName: `${name}_sum` });
        values.push({ labels, value: t.count, metricName: `${name}_count` });
      }
      return { name, help, type: 'histogram' as const, values, aggregator: 'sum' as const };
    },
  };
}

/**
 * The request metrics (requests by route, method and status; time to answer by route; server errors by route) in
 * `registry`, and the tally that counts them. Every answer is tallied with a few additions; the three metrics read the
 * tally when /metrics is scraped. prom-client's own inc and observe validated and hashed the labels and built a
 * closure on every request, about 5 µs of every answer's CPU on this machine (decision 094).
 */
export function requestMetrics(registry: Registry): Tally {
  const tally = requestTally(DURATION_BUCKETS);
  new Counter({
    name: 'lendwell_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status code',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
    collect() {
      this.reset();
      for (const t of tally.all())
        for (const [status, n] of t.statuses) this.inc({ method: t.method, route: t.route, status }, n);
    },
  });
  registry.registerMetric(
    histogramOf(tally, 'lendwell_http_request_duration_seconds', 'Time to answer, by route pattern') as never,
  );
  new Counter({
    name: 'lendwell_http_server_errors_total',
    help: 'Answers with a 5xx status, by route pattern',
    labelNames: ['route'],
    registers: [registry],
    collect() {
      this.reset();
      for (const t of tally.all()) if (t.serverErrors > 0) this.inc({ route: t.route }, t.serverErrors);
    },
  });
  return tally;
}

/** Process figures (CPU, memory, event-loop lag) are one set per process, however many apps a test builds. */
const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry, prefix: 'lendwell_' });

export default fp(
  async (app) => {
    const registry = new Registry();
    const tally = requestMetrics(registry);
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
      name: 'lendwell_payout_cases_open',
      help: 'Payout cases finance has not resolved, by kind: late_success or paid_twice (decision 104)',
      labelNames: ['kind'],
      registers: [registry],
      async collect() {
        // Both kinds are always written, so an alert on "> 0" sees a zero rather than a missing series.
        const result = (await app.db.execute(
          sql`select kind, count(*)::int as n from payout_cases where resolved_at is null group by kind`,
        )) as unknown as { rows: { kind: string; n: number }[] };
        const counts = new Map(result.rows.map((r) => [r.kind, Number(r.n)]));
        for (const kind of ['late_success', 'paid_twice']) this.set({ kind }, counts.get(kind) ?? 0);
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
      tally.count(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
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
