// OpenTelemetry tracing, off unless a lender switches it on (decision 068): OTEL_TRACES_EXPORTER=otlp
// or OTEL_EXPORTER_OTLP_ENDPOINT (or ..._TRACES_ENDPOINT) set. Only then are the SDK, the OTLP/HTTP
// exporter and the http and pg instrumentations loaded, so an instance without tracing carries none of
// them. The standard OTEL_* variables (service name, headers, sampler) apply as the SDK reads them.
// Spans name routes and SQL statements, never their parameters (pg's enhancedDatabaseReporting is off).

export type Tracing = { shutdown: () => Promise<void> };

export function tracingEnabled(env: NodeJS.ProcessEnv): boolean {
  if (env.OTEL_SDK_DISABLED === 'true' || env.OTEL_TRACES_EXPORTER === 'none') return false;
  return (
    env.OTEL_TRACES_EXPORTER === 'otlp' ||
    Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT) ||
    Boolean(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT)
  );
}

export async function startTracing(env: NodeJS.ProcessEnv): Promise<Tracing | null> {
  if (!tracingEnabled(env)) return null;
  const [
    { NodeTracerProvider, BatchSpanProcessor },
    { OTLPTraceExporter },
    { resourceFromAttributes },
    instr,
    http,
    pg,
  ] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/instrumentation'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
  ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME ?? 'lendwell-server' }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  instr.registerInstrumentations({
    instrumentations: [
      // Health probes and metrics scrapes would drown the traces that matter.
      new http.HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => /^\/(metrics|api\/health)/.test(request.url ?? ''),
      }),
      new pg.PgInstrumentation({ enhancedDatabaseReporting: false }),
    ],
  });
  return { shutdown: () => provider.shutdown() };
}
